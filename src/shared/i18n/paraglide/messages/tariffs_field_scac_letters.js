/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Scac_LettersInputs */

const en_tariffs_field_scac_letters = /** @type {(inputs: Tariffs_Field_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC is 2 to 4 letters (for example MAEU)`)
};

const es_tariffs_field_scac_letters = /** @type {(inputs: Tariffs_Field_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código SCAC del transportista tiene de 2 a 4 letras (por ejemplo, MAEU)`)
};

const en_xa2_tariffs_field_scac_letters = /** @type {(inputs: Tariffs_Field_Scac_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ íš 2 ţó 4 ļéţţéŕš (ƒóŕ éẋáɱþļé ṀÁÉÚ) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Carrier SCAC is 2 to 4 letters (for example MAEU)" |
*
* @param {Tariffs_Field_Scac_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_scac_letters = /** @type {((inputs?: Tariffs_Field_Scac_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Scac_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_scac_letters(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_scac_letters(inputs)
	return en_tariffs_field_scac_letters(inputs)
});