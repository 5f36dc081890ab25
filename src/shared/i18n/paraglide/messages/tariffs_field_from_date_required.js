/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_From_Date_RequiredInputs */

const en_tariffs_field_from_date_required = /** @type {(inputs: Tariffs_Field_From_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date is required (for example 2026-01-01)`)
};

const es_tariffs_field_from_date_required = /** @type {(inputs: Tariffs_Field_From_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la fecha de inicio (por ejemplo, 2026-01-01)`)
};

const en_xa2_tariffs_field_from_date_required = /** @type {(inputs: Tariffs_Field_From_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ðáţé íš ŕéǫúíŕéð (ƒóŕ éẋáɱþļé 2026-01-01) ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "From date is required (for example 2026-01-01)" |
*
* @param {Tariffs_Field_From_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_from_date_required = /** @type {((inputs?: Tariffs_Field_From_Date_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_From_Date_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_from_date_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_from_date_required(inputs)
	return en_tariffs_field_from_date_required(inputs)
});