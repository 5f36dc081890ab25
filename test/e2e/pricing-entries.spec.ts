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

test('a pricing form says each problem under its field, puts the cursor on the first, and drops a message as its field is typed', async ({
  page,
  appUrl,
}) => {
  await openDesk(page, appUrl, '#/pricing');
  await page.getByRole('region', { name: 'Margin rules' }).getByRole('button', { name: 'New rule' }).click();
  const ruleForm = page.getByRole('form', { name: 'New margin rule' });
  await ruleForm.getByLabel('Rule name').fill('Sea standard');
  await ruleForm.getByLabel('Percentage of the buy price').fill('twelve');
  await ruleForm.getByLabel('Minimum').fill('lots');
  await ruleForm.getByRole('button', { name: 'Add rule' }).click();
  const percent = ruleForm.getByLabel('Percentage of the buy price');
  await expect(percent).toHaveAccessibleDescription(/A percentage such as 12 or 12.5/);
  await expect(ruleForm.getByLabel('Minimum')).toHaveAccessibleDescription(/An amount such as 25 or 25.50/);
  await expect(percent).toBeFocused();
  await percent.fill('12');
  await expect(ruleForm.getByText('A percentage such as 12 or 12.5 (0 to 1000)')).toHaveCount(0);
  // The other field's message stays until that field is typed, or the form is checked again.
  await expect(ruleForm.getByText('An amount such as 25 or 25.50')).toBeVisible();
  await ruleForm.getByLabel('Minimum').fill('25');
  await expect(ruleForm.getByText('An amount such as 25 or 25.50')).toHaveCount(0);

  await ruleForm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('region', { name: 'Customers' }).getByRole('button', { name: 'New customer' }).click();
  const customerForm = page.getByRole('form', { name: 'New customer' });
  await customerForm.getByLabel('Name', { exact: true }).fill('Acme Imports Ltd');
  const margin = customerForm.getByLabel('Default margin');
  await margin.fill('much');
  await customerForm.getByRole('button', { name: 'Add customer' }).click();
  await expect(margin).toBeFocused();
  await expect(customerForm.getByText('A percentage such as 12 or 12.5 (0 to 1000)')).toBeVisible();
  await margin.fill('8');
  await expect(customerForm.getByText('A percentage such as 12 or 12.5 (0 to 1000)')).toHaveCount(0);
});
