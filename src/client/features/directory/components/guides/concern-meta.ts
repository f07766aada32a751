import { HeartPulse, type LucideIcon, PersonStanding, Scale, Smile, Sparkles } from 'lucide-react';
import type { Concern } from '@shared/schemas/content';

export const CONCERNS: { id: Concern; label: string; description: string; icon: LucideIcon }[] = [
  {
    id: 'face',
    label: 'Face',
    description: 'Reshape, lift or refresh your features — nose, jawline, lines and volume.',
    icon: Smile,
  },
  {
    id: 'body',
    label: 'Body',
    description: 'Contour, tighten or restore your shape after weight change or pregnancy.',
    icon: PersonStanding,
  },
  {
    id: 'skin',
    label: 'Skin',
    description: 'Improve tone, texture and sun damage, or remove unwanted hair.',
    icon: Sparkles,
  },
  {
    id: 'weight',
    label: 'Weight',
    description: 'Medical and surgical options for lasting weight loss, with the support around them.',
    icon: Scale,
  },
  {
    id: 'wellness',
    label: 'Wellness',
    description: 'Hormones, nutrition, energy and preventive care with a clinician.',
    icon: HeartPulse,
  },
];
