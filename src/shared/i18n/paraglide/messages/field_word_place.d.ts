/**
* | output |
* | --- |
* | "{list} {position}" |
*
* @param {Field_Word_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_place: ((inputs: Field_Word_PlaceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Word_PlaceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Word_PlaceInputs = {
    list: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
