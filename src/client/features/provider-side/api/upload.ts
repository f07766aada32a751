import type { ApiErrorBody } from '@shared/api-errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@client/lib/api-client';

/**
 * POSTs a multipart form to /api with upload progress (fetch cannot report it). Errors carry the server's
 * user-facing message, like the api client.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (fraction: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = (data as Partial<ApiErrorBody> | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'error',
          error?.message ?? 'Something went wrong. Please try again.',
          error?.fields,
        ),
      );
    };
    xhr.send(form);
  });
}
