/** The form's fields as the browser holds them: text, and lists for the checkbox groups. */
export type FormShape = {
  id: string;
  title: string;
  listingType: string;
  propertyType: string;
  price: string;
  sqft: string;
  beds: string;
  washrooms: string;
  availableDate: string;
  videoUrl: string;
  address: string;
  streetNumber: string;
  streetName: string;
  city: string;
  province: string;
  postalCode: string;
  placeId: string;
  latitude: string;
  longitude: string;
  features: string[];
  description: string;
  name: string;
  email: string;
  phone: string;
  gdprAgreement: string;
};
