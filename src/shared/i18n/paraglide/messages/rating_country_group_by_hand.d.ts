/**
* | output |
* | --- |
* | "Postal code typed by hand" |
*
* @param {Rating_Country_Group_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_by_hand: ((inputs?: Rating_Country_Group_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Country_Group_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Country_Group_By_HandInputs = {};
