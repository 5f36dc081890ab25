/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tariffs_Csv_Charge_TypeInputs */

const en_tariffs_csv_charge_type = /** @type {(inputs: Tariffs_Csv_Charge_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chargeType “${i?.value}” must be Freight, Origin or Destination`)
};

const es_tariffs_csv_charge_type = /** @type {(inputs: Tariffs_Csv_Charge_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chargeType «${i?.value}» debe ser Freight, Origin o Destination`)
};

const en_xa2_tariffs_csv_charge_type = /** @type {(inputs: Tariffs_Csv_Charge_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çĥáŕĝéŢýþé “${i?.value}” ɱúšţ ƀé Ƒŕéíĝĥţ, Óŕíĝíñ óŕ Ðéšţíñáţíóñ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "chargeType “{value}” must be Freight, Origin or Destination" |
*
* @param {Tariffs_Csv_Charge_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_charge_type = /** @type {((inputs: Tariffs_Csv_Charge_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Charge_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_charge_type(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_charge_type(inputs)
	return en_tariffs_csv_charge_type(inputs)
});