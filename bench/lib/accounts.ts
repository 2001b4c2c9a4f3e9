export interface BenchAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Registers an account through the API (as a visitor would) and returns its token. */
export async function signUp(baseUrl: string, label: string): Promise<BenchAccount> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  const password = 'bench-password';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench' }),
  });
  const body = (await response.json()) as { data?: { token: string; user: { _id: string } } };
  if (!body.data) throw new Error(`register failed: ${response.status}`);
  return { email, password, token: body.data.token, userId: body.data.user._id };
}
