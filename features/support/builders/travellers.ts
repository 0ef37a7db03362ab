import { REGISTER_DEFAULTS } from '../../../contracts/accounts';

/** Details a traveller types into a form, by the app's field names. */
export type Details = Record<string, unknown>;

/** Who a traveller is before the app knows them: the details they would register with. */
export interface TravellerDetails {
  name: string;
  username: string;
  email: string;
  password: string;
}

/** Known passwords so that scenarios can name them; everyone else gets one made from their name. */
const PASSWORDS: Record<string, string> = { Ana: 'correct-horse-1', Ben: 'battery-staple-2' };

/** "Ana" registers as ana, ana@example.com, with a password scenarios can name. */
export function travellerDetails(name: string): TravellerDetails {
  const lower = name.toLowerCase();
  return { name, username: lower, email: `${lower}@example.com`, password: PASSWORDS[name] ?? `${lower}-secret-3` };
}

/** What the registration form sends when the traveller keeps its defaults (spec 1 §5). */
export function registrationOf(traveller: TravellerDetails): Details {
  return {
    username: traveller.username,
    email: traveller.email,
    password: traveller.password,
    name: traveller.name,
    age: REGISTER_DEFAULTS.age,
    heightCm: REGISTER_DEFAULTS.heightCm,
    weightKg: REGISTER_DEFAULTS.weightKg,
    gender: REGISTER_DEFAULTS.gender,
    fitnessGoal: REGISTER_DEFAULTS.fitnessGoal,
  };
}

export function credentialsOf(traveller: TravellerDetails): { email: string; password: string } {
  return { email: traveller.email, password: traveller.password };
}
