// The baseline: a bare Fastify route answering a JSON body the size of a profile, no database.
// Measured in the same run as the app so the ratio cancels out the machine's speed.
import Fastify from 'fastify';

const body = {
  success: true,
  data: {
    user: {
      _id: '5f0c6f43-8a51-4d6e-9b7c-2f1b0b7f6a11',
      email: 'bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
      isEmailVerified: false,
      createdAt: new Date(0).toISOString(),
    },
  },
};
const app = Fastify({ logger: false });
app.get('/api/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
