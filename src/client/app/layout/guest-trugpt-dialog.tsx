import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { GUEST_TRUGPT_OFFER, GUEST_TRUGPT_TITLE, GuestTrugptLinks } from './guest-trugpt-offer';

interface GuestTrugptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2: a guest tapping TruGPT in the bottom bar is offered Create Account or Sign In. Opened only while the
 * offer's early frame is not showing (app/layout/mobile-bottom-bar.tsx): that frame, once up, is the dialog.
 */
export default function GuestTrugptDialog({ open, onOpenChange }: GuestTrugptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{GUEST_TRUGPT_TITLE}</DialogTitle>
        <DialogDescription>{GUEST_TRUGPT_OFFER}</DialogDescription>
        <GuestTrugptLinks onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
