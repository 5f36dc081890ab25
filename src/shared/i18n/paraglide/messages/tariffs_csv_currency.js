/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tariffs_Csv_CurrencyInputs */

const en_tariffs_csv_currency = /** @type {(inputs: Tariffs_Csv_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`currency “${i?.value}” is not an ISO 4217 code such as EUR`)
};

const es_tariffs_csv_currency = /** @type {(inputs: Tariffs_Csv_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`currency «${i?.value}» no es un código ISO 4217 como EUR`)
};

const en_xa2_tariffs_csv_currency = /** @type {(inputs: Tariffs_Csv_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñçý “${i?.value}” íš ñóţ áñ ÍŠÓ 4217 çóðé šúçĥ áš ÉÚŔ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "currency “{value}” is not an ISO 4217 code such as EUR" |
*
* @param {Tariffs_Csv_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_currency = /** @type {((inputs: Tariffs_Csv_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_currency(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_currency(inputs)
	return en_tariffs_csv_currency(inputs)
});