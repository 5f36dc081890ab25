/**
* | output |
* | --- |
* | "customer #{id} (deleted)" |
*
* @param {Pricing_Scope_Deleted_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_deleted_customer: ((inputs: Pricing_Scope_Deleted_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scope_Deleted_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Scope_Deleted_CustomerInputs = {
    id: NonNullable<unknown>;
};
