import { changePasswordRequestSchema, ERROR_TEXTS, signupRequestSchema } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { checkForm, type SchemaIssue } from './use-contract-form';

const byMessage = (issue: SchemaIssue) => issue.message;

describe('checkForm with a contract schema', () => {
  it('hands over the parsed request (trimmed, lower-cased) when nothing is to be fixed', () => {
    const result = checkForm(
      { firstName: ' Amina ', lastName: 'Yusuf', email: ' Amina@Example.COM ', password: 'sabr-and-salah' },
      { schema: signupRequestSchema, message: byMessage },
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toMatchObject({ firstName: 'Amina', email: 'amina@example.com' });
  });

  it("names each field's first problem with the contract's own message", () => {
    const result = checkForm(
      { firstName: 'Amina', lastName: '', email: 'not-an-email', password: 'short' },
      { schema: signupRequestSchema, message: byMessage },
    );
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: ERROR_TEXTS.passwordTooShort,
    });
  });

  it("adds the form's own rules after the schema's, and leaves form-only fields out of the request", () => {
    const check = {
      schema: changePasswordRequestSchema,
      toRequest: ({ confirm: _confirm, ...request }: Record<string, string>) => request,
      message: byMessage,
      rules: (values: Record<string, string>) => ({
        confirm: values.newPassword !== values.confirm ? 'Passwords do not match' : undefined,
      }),
    };
    const mismatch = checkForm(
      { currentPassword: '', newPassword: 'shukr-and-sabr', confirm: 'shukr' },
      check,
    );
    expect(Object.entries(mismatch.errors)).toEqual([
      ['currentPassword', 'Password is required'],
      ['confirm', 'Passwords do not match'],
    ]);
    const fine = checkForm(
      { currentPassword: 'old', newPassword: 'shukr-and-sabr', confirm: 'shukr-and-sabr' },
      check,
    );
    expect(fine.ok && fine.data).toEqual({ currentPassword: 'old', newPassword: 'shukr-and-sabr' });
  });
});
