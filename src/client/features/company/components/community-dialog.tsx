import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';

interface CommunityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CommunityDialog({ open, onOpenChange }: CommunityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Join our community</DialogTitle>
        <DialogDescription>105K+ members share their experiences.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
