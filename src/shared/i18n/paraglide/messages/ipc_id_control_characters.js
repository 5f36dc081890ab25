/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Ipc_Id_Control_CharactersInputs */

const en_ipc_id_control_characters = /** @type {(inputs: Ipc_Id_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} must not hold line breaks or other control characters`)
};

const es_ipc_id_control_characters = /** @type {(inputs: Ipc_Id_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se admiten saltos de línea ni otros caracteres de control en ${i?.what}`)
};

const en_xa2_ipc_id_control_characters = /** @type {(inputs: Ipc_Id_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ɱúšţ ñóţ ĥóļð ļíñé ƀŕéáķš óŕ óţĥéŕ çóñţŕóļ çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{what} must not hold line breaks or other control characters" |
*
* @param {Ipc_Id_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_control_characters = /** @type {((inputs: Ipc_Id_Control_CharactersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_Control_CharactersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_control_characters(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_control_characters(inputs)
	return en_ipc_id_control_characters(inputs)
});