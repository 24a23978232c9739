// The body of every error the dashboard's API answers: a code for programs and a message for a person.
export const problem = (code: string, message: string) => ({ error: { code, message } });
