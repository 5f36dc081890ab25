/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_TitleInputs */

const en_pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rules`)
};

const es_pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas de margen`)
};

const en_xa2_pricing_rules_title = /** @type {(inputs: Pricing_Rules_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Margin rules" |
*
* @param {Pricing_Rules_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_title = /** @type {((inputs?: Pricing_Rules_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_title(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_title(inputs)
	return en_pricing_rules_title(inputs)
});