/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_Charge_NameInputs */

const en_tariffs_csv_charge_name = /** @type {(inputs: Tariffs_Csv_Charge_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chargeName is required: a charge code such as THC`)
};

const es_tariffs_csv_charge_name = /** @type {(inputs: Tariffs_Csv_Charge_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falta chargeName: un código de cargo como THC`)
};

const en_xa2_tariffs_csv_charge_name = /** @type {(inputs: Tariffs_Csv_Charge_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥáŕĝéÑáɱé íš ŕéǫúíŕéð: á çĥáŕĝé çóðé šúçĥ áš ŢĤÇ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "chargeName is required: a charge code such as THC" |
*
* @param {Tariffs_Csv_Charge_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_charge_name = /** @type {((inputs?: Tariffs_Csv_Charge_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Charge_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_charge_name(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_charge_name(inputs)
	return en_tariffs_csv_charge_name(inputs)
});