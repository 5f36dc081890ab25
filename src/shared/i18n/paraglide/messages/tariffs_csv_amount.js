/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tariffs_Csv_AmountInputs */

const en_tariffs_csv_amount = /** @type {(inputs: Tariffs_Csv_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`amount “${i?.value}” is not an amount such as 300 or 300.50`)
};

const es_tariffs_csv_amount = /** @type {(inputs: Tariffs_Csv_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`amount «${i?.value}» no es un importe como 300 o 300.50`)
};

const en_xa2_tariffs_csv_amount = /** @type {(inputs: Tariffs_Csv_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áɱóúñţ “${i?.value}” íš ñóţ áñ áɱóúñţ šúçĥ áš 300 óŕ 300.50 ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "amount “{value}” is not an amount such as 300 or 300.50" |
*
* @param {Tariffs_Csv_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_amount = /** @type {((inputs: Tariffs_Csv_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_amount(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_amount(inputs)
	return en_tariffs_csv_amount(inputs)
});