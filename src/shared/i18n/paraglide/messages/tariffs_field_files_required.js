/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Files_RequiredInputs */

const en_tariffs_field_files_required = /** @type {(inputs: Tariffs_Field_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one tariff file`)
};

const es_tariffs_field_files_required = /** @type {(inputs: Tariffs_Field_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un archivo de tarifa`)
};

const en_xa2_tariffs_field_files_required = /** @type {(inputs: Tariffs_Field_Files_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð áţ ļéášţ óñé ţáŕíƒƒ ƒíļé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Add at least one tariff file" |
*
* @param {Tariffs_Field_Files_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_files_required = /** @type {((inputs?: Tariffs_Field_Files_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Files_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_files_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_files_required(inputs)
	return en_tariffs_field_files_required(inputs)
});