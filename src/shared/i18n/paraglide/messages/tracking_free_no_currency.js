/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Tracking_Free_No_CurrencyInputs */

const en_tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (currency not stated by the rate)`)
};

const es_tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (moneda no indicada por la tarifa)`)
};

const en_xa2_tracking_free_no_currency = /** @type {(inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} (çúŕŕéñçý ñóţ šţáţéð ƀý ţĥé ŕáţé) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{amount} (currency not stated by the rate)" |
*
* @param {Tracking_Free_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_currency = /** @type {((inputs: Tracking_Free_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_no_currency(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_no_currency(inputs)
	return en_tracking_free_no_currency(inputs)
});