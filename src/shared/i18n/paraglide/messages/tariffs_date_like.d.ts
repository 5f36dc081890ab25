/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tariffs_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_date_like: ((inputs: Tariffs_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
