/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown>, reason: NonNullable<unknown>, setAsidePath: NonNullable<unknown> }} Main_Json_File_Set_AsideInputs */

const en_main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} could not be read (${i?.reason}); it was kept as ${i?.setAsidePath} and defaults are used.`)
};

const es_main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} no se pudo leer (${i?.reason}); se ha guardado como ${i?.setAsidePath} y se usan los valores predeterminados.`)
};

const en_xa2_main_json_file_set_aside = /** @type {(inputs: Main_Json_File_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.path} çóúļð ñóţ ƀé ŕéáð (${i?.reason}); íţ ŵáš ķéþţ áš ${i?.setAsidePath} áñð ðéƒáúļţš áŕé úšéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{path} could not be read ({reason}); it was kept as {setAsidePath} and defaults are used." |
*
* @param {Main_Json_File_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_set_aside = /** @type {((inputs: Main_Json_File_Set_AsideInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Json_File_Set_AsideInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_json_file_set_aside(inputs)
	if (locale === "en-XA") return en_xa2_main_json_file_set_aside(inputs)
	return en_main_json_file_set_aside(inputs)
});