/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_By_ChargeInputs */

const en_pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By charge (the margin spread over them)`)
};

const es_pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cargo (el margen repartido entre ellos)`)
};

const en_xa2_pricing_pdf_by_charge = /** @type {(inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý çĥáŕĝé (ţĥé ɱáŕĝíñ šþŕéáð óṽéŕ ţĥéɱ) ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "By charge (the margin spread over them)" |
*
* @param {Pricing_Pdf_By_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_by_charge = /** @type {((inputs?: Pricing_Pdf_By_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_By_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_by_charge(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_by_charge(inputs)
	return en_pricing_pdf_by_charge(inputs)
});