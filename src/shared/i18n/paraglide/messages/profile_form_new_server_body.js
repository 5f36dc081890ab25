/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */

const en_profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The base URL now points at ${i?.typed}, not ${i?.saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs the key and secret for the new one.`)
};

const es_profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La URL base apunta ahora a ${i?.typed}, no a ${i?.saved}. Freight Desk solo envía la clave y el secreto guardados al servidor para el que se introdujeron, así que este cambio necesita la clave y el secreto del nuevo.`)
};

const en_xa2_profile_form_new_server_body = /** @type {(inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášé ÚŔĻ ñóŵ þóíñţš áţ ${i?.typed}, ñóţ ${i?.saved}. Ƒŕéíĝĥţ Ðéšķ šéñðš ţĥé šţóŕéð ķéý áñð šéçŕéţ óñļý ţó ţĥé šéŕṽéŕ ţĥéý ŵéŕé éñţéŕéð ƒóŕ, šó ţĥíš çĥáñĝé ñééðš ţĥé ķéý áñð šéçŕéţ ƒóŕ ţĥé ñéŵ óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body = /** @type {((inputs: Profile_Form_New_Server_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_new_server_body(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_new_server_body(inputs)
	return en_profile_form_new_server_body(inputs)
});