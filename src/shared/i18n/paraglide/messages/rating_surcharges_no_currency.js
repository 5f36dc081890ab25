/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_No_CurrencyInputs */

const en_rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier sent some amounts without a currency: they are shown as sent, without a symbol.`)
};

const es_rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista envió algunos importes sin moneda: se muestran tal como llegaron, sin símbolo.`)
};

const en_xa2_rating_surcharges_no_currency = /** @type {(inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ šéñţ šóɱé áɱóúñţš ŵíţĥóúţ á çúŕŕéñçý: ţĥéý áŕé šĥóŵñ áš šéñţ, ŵíţĥóúţ á šýɱƀóļ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The carrier sent some amounts without a currency: they are shown as sent, without a symbol." |
*
* @param {Rating_Surcharges_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_no_currency = /** @type {((inputs?: Rating_Surcharges_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_no_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_no_currency(inputs)
	return en_rating_surcharges_no_currency(inputs)
});