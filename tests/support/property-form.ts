import type { Page } from 'playwright-core';

/**
 * Fills the submit form's property fields (everything but the contact details and the consent)
 * with valid values, as an owner types them: /submit-property and the account's
 * /submit-property-dashboard share the form.
 */
export async function fillPropertyDetails(page: Page, title: string): Promise<void> {
  await page.getByLabel('Property Title').fill(title);
  await page.getByLabel('Status').selectOption({ label: 'For Rent' });
  await page.getByLabel('Property Type').selectOption('Apartment');
  await page.getByLabel('Price ($)').fill('1450');
  await page.getByLabel('Area (sqft)').fill('900');
  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByLabel('Bathrooms').selectOption('1.5');
  await page.getByLabel('Available Date').fill('2027-03-01');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('25 Park Street');
  await page.getByLabel('Street Number').fill('25');
  await page.getByLabel('Street Name').fill('Park Street');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Moncton');
  await page.getByLabel('Province').selectOption('New Brunswick');
  await page.getByLabel('Postal Code').fill('E1C 4B5');
}
