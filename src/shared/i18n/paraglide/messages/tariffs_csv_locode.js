/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown>, value: NonNullable<unknown> }} Tariffs_Csv_LocodeInputs */

const en_tariffs_csv_locode = /** @type {(inputs: Tariffs_Csv_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} “${i?.value}” is not a UN/LOCODE such as ESVLC`)
};

const es_tariffs_csv_locode = /** @type {(inputs: Tariffs_Csv_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} «${i?.value}» no es un UN/LOCODE como ESVLC`)
};

const en_xa2_tariffs_csv_locode = /** @type {(inputs: Tariffs_Csv_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.column} “${i?.value}” íš ñóţ á ÚÑ/ĻÓÇÓÐÉ šúçĥ áš ÉŠṼĻÇ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{column} “{value}” is not a UN/LOCODE such as ESVLC" |
*
* @param {Tariffs_Csv_LocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_locode = /** @type {((inputs: Tariffs_Csv_LocodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_LocodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_locode(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_locode(inputs)
	return en_tariffs_csv_locode(inputs)
});