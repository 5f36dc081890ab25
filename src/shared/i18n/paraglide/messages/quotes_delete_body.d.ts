/**
* | output |
* | --- |
* | "This quote ({quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone." |
*
* @param {Quotes_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_body: ((inputs: Quotes_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Delete_BodyInputs = {
    quote: NonNullable<unknown>;
};
