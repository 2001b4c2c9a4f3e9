import { type AppWithOutbox, signUpOverHttp } from './sign-up';

export interface BenchAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Signs an account up through the API and its mailed link (as a visitor would); returns its token. */
export async function signUp(app: AppWithOutbox, label: string): Promise<BenchAccount> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  const password = 'bench-password';
  const { token, user } = await signUpOverHttp(app, { email, password, firstName: 'Bench' });
  return { email, password, token, userId: user._id };
}
