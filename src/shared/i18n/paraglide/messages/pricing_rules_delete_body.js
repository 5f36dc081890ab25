/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rules_Delete_BodyInputs */

const en_pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” no longer prices rates. Quotes saved with it keep their prices.`)
};

const es_pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» deja de poner precio a las tarifas. Las cotizaciones guardadas con ella conservan sus precios.`)
};

const en_xa2_pricing_rules_delete_body = /** @type {(inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ñó ļóñĝéŕ þŕíçéš ŕáţéš. Ǫúóţéš šáṽéð ŵíţĥ íţ ķééþ ţĥéíŕ þŕíçéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "“{name}” no longer prices rates. Quotes saved with it keep their prices." |
*
* @param {Pricing_Rules_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_body = /** @type {((inputs: Pricing_Rules_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_delete_body(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_delete_body(inputs)
	return en_pricing_rules_delete_body(inputs)
});