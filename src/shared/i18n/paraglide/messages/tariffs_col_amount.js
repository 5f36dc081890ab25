/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_AmountInputs */

const en_tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const es_tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

const en_xa2_tariffs_col_amount = /** @type {(inputs: Tariffs_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ·~]`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Tariffs_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_amount = /** @type {((inputs?: Tariffs_Col_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_amount(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_amount(inputs)
	return en_tariffs_col_amount(inputs)
});