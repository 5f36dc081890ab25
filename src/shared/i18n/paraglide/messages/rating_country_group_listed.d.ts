/**
* | output |
* | --- |
* | "Postal codes suggested" |
*
* @param {Rating_Country_Group_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_listed: ((inputs?: Rating_Country_Group_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Country_Group_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Country_Group_ListedInputs = {};
