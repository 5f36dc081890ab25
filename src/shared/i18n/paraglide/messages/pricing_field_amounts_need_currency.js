/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Amounts_Need_CurrencyInputs */

const en_pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fixed amount or a minimum needs its currency`)
};

const es_pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe fijo o un mínimo necesita su moneda`)
};

const en_xa2_pricing_field_amounts_need_currency = /** @type {(inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒíẋéð áɱóúñţ óŕ á ɱíñíɱúɱ ñééðš íţš çúŕŕéñçý ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A fixed amount or a minimum needs its currency" |
*
* @param {Pricing_Field_Amounts_Need_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amounts_need_currency = /** @type {((inputs?: Pricing_Field_Amounts_Need_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amounts_Need_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_amounts_need_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_amounts_need_currency(inputs)
	return en_pricing_field_amounts_need_currency(inputs)
});