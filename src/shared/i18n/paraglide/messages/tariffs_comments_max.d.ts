/**
* | output |
* | --- |
* | "At most {max} comments (one per line)" |
*
* @param {Tariffs_Comments_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_max: ((inputs: Tariffs_Comments_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comments_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Comments_MaxInputs = {
    max: NonNullable<unknown>;
};
