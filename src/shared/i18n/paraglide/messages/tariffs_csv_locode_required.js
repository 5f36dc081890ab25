/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown> }} Tariffs_Csv_Locode_RequiredInputs */

const en_tariffs_csv_locode_required = /** @type {(inputs: Tariffs_Csv_Locode_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} is required: a UN/LOCODE such as ESVLC`)
};

const es_tariffs_csv_locode_required = /** @type {(inputs: Tariffs_Csv_Locode_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`falta ${i?.column}: un UN/LOCODE como ESVLC`)
};

const en_xa2_tariffs_csv_locode_required = /** @type {(inputs: Tariffs_Csv_Locode_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.column} íš ŕéǫúíŕéð: á ÚÑ/ĻÓÇÓÐÉ šúçĥ áš ÉŠṼĻÇ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{column} is required: a UN/LOCODE such as ESVLC" |
*
* @param {Tariffs_Csv_Locode_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_locode_required = /** @type {((inputs: Tariffs_Csv_Locode_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Locode_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_locode_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_locode_required(inputs)
	return en_tariffs_csv_locode_required(inputs)
});