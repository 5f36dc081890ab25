/**
* | output |
* | --- |
* | "The desk has no postal-code list for {country}: if no place is suggested, type the postal code, city and region below." |
*
* @param {Rating_Address_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_by_hand: ((inputs: Rating_Address_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Address_By_HandInputs = {
    country: NonNullable<unknown>;
};
