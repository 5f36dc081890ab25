/**
* | output |
* | --- |
* | "owned-container flag" |
*
* @param {Rating_Field_Owned_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_owned_container: ((inputs?: Rating_Field_Owned_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Owned_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Owned_ContainerInputs = {};
