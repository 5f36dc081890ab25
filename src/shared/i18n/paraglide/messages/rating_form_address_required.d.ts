/**
* | output |
* | --- |
* | "{address} is required: search by city or postal code and pick it from the list" |
*
* @param {Rating_Form_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_address_required: ((inputs: Rating_Form_Address_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Address_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Address_RequiredInputs = {
    address: NonNullable<unknown>;
};
