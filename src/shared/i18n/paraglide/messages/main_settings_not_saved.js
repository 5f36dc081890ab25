/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Settings_Not_SavedInputs */

const en_main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk could not write its settings file ${i?.path} (${i?.why}), so nothing was changed. Check that the disk has free space and the folder can be written, then try again.`)
};

const es_main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo escribir su archivo de ajustes ${i?.path} (${i?.why}), así que no se cambió nada. Compruebe que el disco tiene espacio libre y que se puede escribir en la carpeta, y vuelva a intentarlo.`)
};

const en_xa2_main_settings_not_saved = /** @type {(inputs: Main_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé íţš šéţţíñĝš ƒíļé ${i?.path} (${i?.why}), šó ñóţĥíñĝ ŵáš çĥáñĝéð. Çĥéçķ ţĥáţ ţĥé ðíšķ ĥáš ƒŕéé šþáçé áñð ţĥé ƒóļðéŕ çáñ ƀé ŵŕíţţéñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk could not write its settings file {path} ({why}), so nothing was changed. Check that the disk has free space and the folder can be written, then..." |
*
* @param {Main_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_not_saved = /** @type {((inputs: Main_Settings_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_not_saved(inputs)
	return en_main_settings_not_saved(inputs)
});