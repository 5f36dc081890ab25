/**
* | output |
* | --- |
* | "“{name}” no longer prices rates. Quotes saved with it keep their prices." |
*
* @param {Pricing_Rules_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_body: ((inputs: Pricing_Rules_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rules_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
