import { openDesk } from './support/desk-setup';
import { expect, test } from './support/fixtures';

/**
 * The pricing book's lists as an operator keeps them: a margin rule and a
 * customer added, changed from their row, and deleted once confirmed (a
 * cancelled confirmation deletes nothing).
 */
test('a margin rule and a customer are added, changed from their row, and deleted only once confirmed', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(90_000);
  await openDesk(page, appUrl, '#/pricing');

  const rules = page.getByRole('region', { name: 'Margin rules' });
  await rules.getByRole('button', { name: 'New rule' }).click();
  const ruleForm = page.getByRole('form', { name: 'New margin rule' });
  await ruleForm.getByLabel('Rule name').fill('Sea standard');
  await ruleForm.getByLabel('Percentage of the buy price').fill('12');
  await ruleForm.getByRole('button', { name: 'Add rule' }).click();
  const ruleRow = rules.getByRole('row').filter({ hasText: 'Sea standard' });
  await expect(ruleRow).toContainText('12 %');
  await expect(rules).toContainText('1 rule');

  await ruleRow.getByRole('button', { name: 'Change' }).click();
  const changeRule = page.getByRole('form', { name: 'Change the rule Sea standard' });
  await expect(changeRule.getByLabel('Rule name')).toHaveValue('Sea standard');
  await changeRule.getByLabel('Percentage of the buy price').fill('15');
  await changeRule.getByRole('button', { name: 'Save rule' }).click();
  await expect(ruleRow).toContainText('15 %');

  await ruleRow.getByRole('button', { name: 'Delete' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Delete this rule?' });
  await expect(ruleDialog).toContainText('“Sea standard” no longer prices rates.');
  await ruleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rules).toContainText('1 rule');
  await ruleRow.getByRole('button', { name: 'Delete' }).click();
  await ruleDialog.getByRole('button', { name: 'Delete rule' }).click();
  await expect(rules).toContainText('No rules yet');

  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('button', { name: 'New customer' }).click();
  const customerForm = page.getByRole('form', { name: 'New customer' });
  await customerForm.getByLabel('Name', { exact: true }).fill('Acme Imports Ltd');
  await customerForm.getByRole('button', { name: 'Add customer' }).click();
  const customerRow = customers.getByRole('row').filter({ hasText: 'Acme Imports Ltd' });
  await expect(customerRow).toBeVisible();

  await customerRow.getByRole('button', { name: 'Delete' }).click();
  const customerDialog = page.getByRole('dialog', { name: 'Delete this customer?' });
  await expect(customerDialog).toContainText('Acme Imports Ltd is deleted from this desk.');
  await customerDialog.getByRole('button', { name: 'Delete customer' }).click();
  await expect(customers).toContainText('No customers yet');
});
