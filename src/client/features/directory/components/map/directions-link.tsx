import { Navigation } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { type DirectionsPlace, directionsHref } from './directions';

/** Opens directions to the practice in Google Maps, in a new tab. */
export function DirectionsLink({ place, practiceName }: { place: DirectionsPlace; practiceName: string }) {
  return (
    <Button asChild variant="outline">
      <a href={directionsHref(place)} target="_blank" rel="noopener noreferrer">
        <Navigation aria-hidden="true" />
        Directions
        <span className="sr-only"> to {practiceName} (opens Google Maps in a new tab)</span>
      </a>
    </Button>
  );
}
