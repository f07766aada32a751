import { Copy, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { notify } from '@client/components/ui/toaster';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function asText(title: string, questions: string[]) {
  return [title, '', ...questions.map((q) => `[ ] ${q}`)].join('\n');
}

/** Prints only the checklist, in a window of its own, so the patient can take it to a consultation. */
function printChecklist(title: string, questions: string[]) {
  const win = window.open('', '_blank', 'width=720,height=900');
  if (!win) {
    window.print();
    return;
  }
  const items = questions.map((q) => `<li>☐ ${escapeHtml(q)}</li>`).join('');
  win.document.write(
    `<!doctype html><title>${escapeHtml(title)}</title><body style="font:16px/1.6 system-ui,sans-serif;margin:2rem;color:#0f1f2e"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><ul style="list-style:none;padding:0">${items}</ul><p style="color:#51606f;font-size:.9rem">From TruSelf procedure guides</p></body>`,
  );
  win.document.close();
  win.focus();
  win.print();
}

export function QuestionsChecklist({ name, questions }: { name: string; questions: string[] }) {
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const baseId = useId();
  const title = `Questions to ask a provider about ${name}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(title, questions));
      notify.success('Checklist copied', 'Paste it into your notes or an email.');
    } catch {
      notify.error('Could not copy the checklist', 'Select the questions and copy them instead.');
    }
  }

  const toggle = (i: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Tick them off during your consultation. {checked.size} of {questions.length} asked.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            Copy list
          </Button>
          <Button variant="outline" size="sm" onClick={() => printChecklist(title, questions)}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <ul className="mt-4 space-y-3">
        {questions.map((question, i) => {
          const id = `${baseId}-${i}`;
          return (
            <li key={question} className="flex items-start gap-3">
              <Checkbox id={id} checked={checked.has(i)} onCheckedChange={() => toggle(i)} className="mt-1" />
              <label
                htmlFor={id}
                className="cursor-pointer leading-7 text-slate-700 peer-data-[state=checked]:text-muted peer-data-[state=checked]:line-through"
              >
                {question}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
