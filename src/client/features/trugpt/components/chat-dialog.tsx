import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2: 400 × 600 on desktop, full screen on mobile. */
export function ChatDialog({ open, onOpenChange }: ChatDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent fullScreenOnMobile className="md:h-[600px] md:max-w-[400px]">
        <DialogTitle>TruGPT</DialogTitle>
        <DialogDescription>Your procedure research assistant.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
