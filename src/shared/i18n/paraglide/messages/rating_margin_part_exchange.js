/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, rate: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Margin_Part_ExchangeInputs */

const en_rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} = ${i?.rate} ${i?.to}, the rate of exchange you gave`)
};

const es_rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} = ${i?.rate} ${i?.to}, el tipo de cambio que indicó`)
};

const en_xa2_rating_margin_part_exchange = /** @type {(inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[1 ${i?.from} = ${i?.rate} ${i?.to}, ţĥé ŕáţé óƒ éẋçĥáñĝé ýóú ĝáṽé ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "1 {from} = {rate} {to}, the rate of exchange you gave" |
*
* @param {Rating_Margin_Part_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_exchange = /** @type {((inputs: Rating_Margin_Part_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_exchange(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_exchange(inputs)
	return en_rating_margin_part_exchange(inputs)
});