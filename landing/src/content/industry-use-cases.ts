import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  Car,
  Clapperboard,
  Cloud,
  Dumbbell,
  Factory,
  GraduationCap,
  HandHeart,
  HeartPulse,
  Hotel,
  House,
  Landmark,
  Plane,
  RadioTower,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Truck,
  UtensilsCrossed,
  Zap,
} from 'lucide-react';

export interface IndustryUseCase {
  useCase: string;
  icon: LucideIcon;
}

/** The use-case line and icon of each industry card on the home grid. */
export const industryUseCases: Record<IndustryKey, IndustryUseCase> = {
  healthcare: { useCase: 'Appointment booking and patient intake', icon: HeartPulse },
  finance: { useCase: 'Loan applications and investing guidance', icon: Banknote },
  retail: { useCase: 'Product discovery and order tracking', icon: ShoppingCart },
  'real-estate': { useCase: 'Property search and viewing bookings', icon: House },
  travel: { useCase: 'Trip planning and booking support', icon: Plane },
  education: { useCase: 'Admissions and course enquiries', icon: GraduationCap },
  manufacturing: { useCase: 'Quote requests and order status', icon: Factory },
  hospitality: { useCase: 'Reservations and guest services', icon: Hotel },
  automotive: { useCase: 'Test drives and service booking', icon: Car },
  legal: { useCase: 'Client intake and consultation booking', icon: Scale },
  fitness: { useCase: 'Class bookings and membership sign-ups', icon: Dumbbell },
  telecom: { useCase: 'Plan upgrades and technical support', icon: RadioTower },
  'food-beverage': { useCase: 'Table reservations and online orders', icon: UtensilsCrossed },
  logistics: { useCase: 'Shipment tracking and delivery quotes', icon: Truck },
  saas: { useCase: 'Trial onboarding and product demos', icon: Cloud },
  nonprofit: { useCase: 'Donations and volunteer sign-ups', icon: HandHeart },
  insurance: { useCase: 'Instant quotes and claims help', icon: ShieldCheck },
  entertainment: { useCase: 'Ticketing and event information', icon: Clapperboard },
  government: { useCase: 'Citizen services and permit enquiries', icon: Landmark },
  energy: { useCase: 'Outage reports and tariff advice', icon: Zap },
};
