/**
* | output |
* | --- |
* | "Accepted: {limit}, at most {max} files." |
*
* @param {Tariffs_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_limits: ((inputs: Tariffs_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_LimitsInputs = {
    limit: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
