/**
* | output |
* | --- |
* | "{field} ({places})" |
*
* @param {Field_Word_At_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_at_places: ((inputs: Field_Word_At_PlacesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Word_At_PlacesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Word_At_PlacesInputs = {
    field: NonNullable<unknown>;
    places: NonNullable<unknown>;
};
