export const app_name: (inputs: App_NameInputs) => LocalizedString;
export const app_opening: (inputs: App_OpeningInputs) => LocalizedString;
export const app_part_failed_to_load: (inputs: App_Part_Failed_To_LoadInputs) => LocalizedString;
export const app_screen_draw_failed: (inputs: App_Screen_Draw_FailedInputs) => LocalizedString;
export const app_screen_failed_drawing: (inputs: App_Screen_Failed_DrawingInputs) => LocalizedString;
export const app_screen_open_failed: (inputs: App_Screen_Open_FailedInputs) => LocalizedString;
export const app_skip_to_content: (inputs: App_Skip_To_ContentInputs) => LocalizedString;
export const appearance_dark: (inputs: Appearance_DarkInputs) => LocalizedString;
export const appearance_description: (inputs: Appearance_DescriptionInputs) => LocalizedString;
export const appearance_language: (inputs: Appearance_LanguageInputs) => LocalizedString;
export const appearance_language_hint: (inputs: Appearance_Language_HintInputs) => LocalizedString;
export const appearance_language_save_failed: (inputs: Appearance_Language_Save_FailedInputs) => LocalizedString;
export const appearance_light: (inputs: Appearance_LightInputs) => LocalizedString;
export const appearance_read_failed: (inputs: Appearance_Read_FailedInputs) => LocalizedString;
export const appearance_system: (inputs: Appearance_SystemInputs) => LocalizedString;
export const appearance_theme: (inputs: Appearance_ThemeInputs) => LocalizedString;
export const appearance_theme_hint: (inputs: Appearance_Theme_HintInputs) => LocalizedString;
export const appearance_theme_save_failed: (inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString;
export const appearance_title: (inputs: Appearance_TitleInputs) => LocalizedString;
export const as_of: (inputs: As_OfInputs) => LocalizedString;
export const as_of_not_fetched: (inputs: As_Of_Not_FetchedInputs) => LocalizedString;
export const as_of_saved: (inputs: As_Of_SavedInputs) => LocalizedString;
export const autocomplete_none_found: (inputs: Autocomplete_None_FoundInputs) => LocalizedString;
export const autocomplete_saved_answer: (inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString;
export const autocomplete_searching: (inputs: Autocomplete_SearchingInputs) => LocalizedString;
export const autocomplete_suggestions: (inputs: Autocomplete_SuggestionsInputs) => LocalizedString;
export const basket_remove: (inputs: Basket_RemoveInputs) => LocalizedString;
export const basket_remove_file: (inputs: Basket_Remove_FileInputs) => LocalizedString;
export const booking_cargo_add: (inputs: Booking_Cargo_AddInputs) => LocalizedString;
export const booking_cargo_add_of_container: (inputs: Booking_Cargo_Add_Of_ContainerInputs) => LocalizedString;
export const booking_cargo_line: (inputs: Booking_Cargo_LineInputs) => LocalizedString;
export const booking_cargo_of_container: (inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString;
export const booking_cargo_remove: (inputs: Booking_Cargo_RemoveInputs) => LocalizedString;
export const booking_cargo_remove_of_container: (inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString;
export const booking_col_mode: (inputs: Booking_Col_ModeInputs) => LocalizedString;
export const booking_container: (inputs: Booking_ContainerInputs) => LocalizedString;
export const booking_container_add: (inputs: Booking_Container_AddInputs) => LocalizedString;
export const booking_container_line: (inputs: Booking_Container_LineInputs) => LocalizedString;
export const booking_container_remove: (inputs: Booking_Container_RemoveInputs) => LocalizedString;
export const booking_containers_booking_describes: (inputs: Booking_Containers_Booking_DescribesInputs) => LocalizedString;
export const booking_containers_quote_for: (inputs: Booking_Containers_Quote_ForInputs) => LocalizedString;
export const booking_drafts_description: (inputs: Booking_Drafts_DescriptionInputs) => LocalizedString;
export const booking_drafts_kept: (inputs: Booking_Drafts_KeptInputs) => LocalizedString;
export const booking_drafts_no_carrier: (inputs: Booking_Drafts_No_CarrierInputs) => LocalizedString;
export const booking_drafts_no_contact: (inputs: Booking_Drafts_No_ContactInputs) => LocalizedString;
export const booking_drafts_quote_gone: (inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString;
export const booking_drafts_read_failed: (inputs: Booking_Drafts_Read_FailedInputs) => LocalizedString;
export const booking_drafts_resume: (inputs: Booking_Drafts_ResumeInputs) => LocalizedString;
export const booking_drafts_saved_quote: (inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString;
export const booking_drafts_the_booking: (inputs: Booking_Drafts_The_BookingInputs) => LocalizedString;
export const booking_drafts_the_form: (inputs: Booking_Drafts_The_FormInputs) => LocalizedString;
export const booking_drafts_title: (inputs: Booking_Drafts_TitleInputs) => LocalizedString;
export const booking_field_address: (inputs: Booking_Field_AddressInputs) => LocalizedString;
export const booking_field_address_hint: (inputs: Booking_Field_Address_HintInputs) => LocalizedString;
export const booking_field_company: (inputs: Booking_Field_CompanyInputs) => LocalizedString;
export const booking_field_contact_person: (inputs: Booking_Field_Contact_PersonInputs) => LocalizedString;
export const booking_field_delivery_notes: (inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString;
export const booking_field_description: (inputs: Booking_Field_DescriptionInputs) => LocalizedString;
export const booking_field_edi_type: (inputs: Booking_Field_Edi_TypeInputs) => LocalizedString;
export const booking_field_edi_type_placeholder: (inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString;
export const booking_field_email: (inputs: Booking_Field_EmailInputs) => LocalizedString;
export const booking_field_hs_code: (inputs: Booking_Field_Hs_CodeInputs) => LocalizedString;
export const booking_field_hs_code_placeholder: (inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString;
export const booking_field_incoterm: (inputs: Booking_Field_IncotermInputs) => LocalizedString;
export const booking_field_incoterm_hint: (inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString;
export const booking_field_optional: (inputs: Booking_Field_OptionalInputs) => LocalizedString;
export const booking_field_phone: (inputs: Booking_Field_PhoneInputs) => LocalizedString;
export const booking_field_phone_prefix: (inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString;
export const booking_field_phone_prefix_hint: (inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString;
export const booking_field_pickup_from: (inputs: Booking_Field_Pickup_FromInputs) => LocalizedString;
export const booking_field_pickup_notes: (inputs: Booking_Field_Pickup_NotesInputs) => LocalizedString;
export const booking_field_pickup_notes_hint: (inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString;
export const booking_field_pickup_until: (inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString;
export const booking_field_quantity: (inputs: Booking_Field_QuantityInputs) => LocalizedString;
export const booking_field_track: (inputs: Booking_Field_TrackInputs) => LocalizedString;
export const booking_field_track_hint: (inputs: Booking_Field_Track_HintInputs) => LocalizedString;
export const booking_field_volume: (inputs: Booking_Field_VolumeInputs) => LocalizedString;
export const booking_field_weight: (inputs: Booking_Field_WeightInputs) => LocalizedString;
export const booking_flow_before_booking_again: (inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString;
export const booking_flow_book_current: (inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString;
export const booking_flow_booked: (inputs: Booking_Flow_BookedInputs) => LocalizedString;
export const booking_flow_booked_shipment: (inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString;
export const booking_flow_check_tracking: (inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString;
export const booking_flow_check_tracking_for: (inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString;
export const booking_flow_earlier_unknown: (inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString;
export const booking_flow_expired: (inputs: Booking_Flow_ExpiredInputs) => LocalizedString;
export const booking_flow_not_made: (inputs: Booking_Flow_Not_MadeInputs) => LocalizedString;
export const booking_flow_prefilled: (inputs: Booking_Flow_PrefilledInputs) => LocalizedString;
export const booking_flow_price_not_guaranteed: (inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString;
export const booking_flow_rate_again: (inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString;
export const booking_flow_sending: (inputs: Booking_Flow_SendingInputs) => LocalizedString;
export const booking_flow_unknown_check: (inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString;
export const booking_flow_unknown_check_with: (inputs: Booking_Flow_Unknown_Check_WithInputs) => LocalizedString;
export const booking_flow_unknown_do_not_book: (inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString;
export const booking_flow_unknown_sent: (inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString;
export const booking_flow_unknown_what: (inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString;
export const booking_form_choose_incoterm: (inputs: Booking_Form_Choose_IncotermInputs) => LocalizedString;
export const booking_form_choose_time: (inputs: Booking_Form_Choose_TimeInputs) => LocalizedString;
export const booking_form_label: (inputs: Booking_Form_LabelInputs) => LocalizedString;
export const booking_form_min_window: (inputs: Booking_Form_Min_WindowInputs) => LocalizedString;
export const booking_form_need_attention: (inputs: Booking_Form_Need_AttentionInputs) => LocalizedString;
export const booking_form_next: (inputs: Booking_Form_NextInputs) => LocalizedString;
export const booking_form_no_incoterm: (inputs: Booking_Form_No_IncotermInputs) => LocalizedString;
export const booking_form_review: (inputs: Booking_Form_ReviewInputs) => LocalizedString;
export const booking_form_times_loading: (inputs: Booking_Form_Times_LoadingInputs) => LocalizedString;
export const booking_form_times_none: (inputs: Booking_Form_Times_NoneInputs) => LocalizedString;
export const booking_form_times_offered: (inputs: Booking_Form_Times_OfferedInputs) => LocalizedString;
export const booking_form_times_unanswered: (inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString;
export const booking_go_to_quotes: (inputs: Booking_Go_To_QuotesInputs) => LocalizedString;
export const booking_hs_warning: (inputs: Booking_Hs_WarningInputs) => LocalizedString;
export const booking_hs_warning_at: (inputs: Booking_Hs_Warning_AtInputs) => LocalizedString;
export const booking_hs_warning_code: (inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString;
export const booking_list_count: (inputs: Booking_List_CountInputs) => LocalizedString;
export const booking_list_description: (inputs: Booking_List_DescriptionInputs) => LocalizedString;
export const booking_list_empty_text: (inputs: Booking_List_Empty_TextInputs) => LocalizedString;
export const booking_list_empty_title: (inputs: Booking_List_Empty_TitleInputs) => LocalizedString;
export const booking_list_read_failed: (inputs: Booking_List_Read_FailedInputs) => LocalizedString;
export const booking_list_reading: (inputs: Booking_List_ReadingInputs) => LocalizedString;
export const booking_list_title: (inputs: Booking_List_TitleInputs) => LocalizedString;
export const booking_not_bookable_reason: (inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString;
export const booking_open_shipment: (inputs: Booking_Open_ShipmentInputs) => LocalizedString;
export const booking_prefill_cargo_lines: (inputs: Booking_Prefill_Cargo_LinesInputs) => LocalizedString;
export const booking_prefill_containers: (inputs: Booking_Prefill_ContainersInputs) => LocalizedString;
export const booking_prefill_goods: (inputs: Booking_Prefill_GoodsInputs) => LocalizedString;
export const booking_prefill_places: (inputs: Booking_Prefill_PlacesInputs) => LocalizedString;
export const booking_quote_booked_as: (inputs: Booking_Quote_Booked_AsInputs) => LocalizedString;
export const booking_quote_booked_title: (inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString;
export const booking_quote_books_only: (inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString;
export const booking_quote_kind_unknown: (inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString;
export const booking_quote_load_failed: (inputs: Booking_Quote_Load_FailedInputs) => LocalizedString;
export const booking_quote_loading: (inputs: Booking_Quote_LoadingInputs) => LocalizedString;
export const booking_quote_missing_text: (inputs: Booking_Quote_Missing_TextInputs) => LocalizedString;
export const booking_quote_missing_title: (inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString;
export const booking_quote_no_longer_listed: (inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString;
export const booking_quote_not_bookable: (inputs: Booking_Quote_Not_BookableInputs) => LocalizedString;
export const booking_quote_open_from_quotes: (inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString;
export const booking_quote_unknown_type: (inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString;
export const booking_rate_shipment: (inputs: Booking_Rate_ShipmentInputs) => LocalizedString;
export const booking_review_back: (inputs: Booking_Review_BackInputs) => LocalizedString;
export const booking_review_book: (inputs: Booking_Review_BookInputs) => LocalizedString;
export const booking_review_booking: (inputs: Booking_Review_BookingInputs) => LocalizedString;
export const booking_review_cargo_line: (inputs: Booking_Review_Cargo_LineInputs) => LocalizedString;
export const booking_review_cargo_lines: (inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString;
export const booking_review_intro: (inputs: Booking_Review_IntroInputs) => LocalizedString;
export const booking_review_look_twice: (inputs: Booking_Review_Look_TwiceInputs) => LocalizedString;
export const booking_review_needs_service: (inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString;
export const booking_review_no: (inputs: Booking_Review_NoInputs) => LocalizedString;
export const booking_review_title: (inputs: Booking_Review_TitleInputs) => LocalizedString;
export const booking_review_yes: (inputs: Booking_Review_YesInputs) => LocalizedString;
export const booking_rule_email: (inputs: Booking_Rule_EmailInputs) => LocalizedString;
export const booking_rule_incoterm_code: (inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString;
export const booking_rule_incoterm_required: (inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString;
export const booking_rule_more_than_zero: (inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString;
export const booking_rule_no_cargos: (inputs: Booking_Rule_No_CargosInputs) => LocalizedString;
export const booking_rule_no_container_cargo: (inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString;
export const booking_rule_no_containers: (inputs: Booking_Rule_No_ContainersInputs) => LocalizedString;
export const booking_rule_no_plus: (inputs: Booking_Rule_No_PlusInputs) => LocalizedString;
export const booking_rule_quote_required: (inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString;
export const booking_rule_required: (inputs: Booking_Rule_RequiredInputs) => LocalizedString;
export const booking_rule_time: (inputs: Booking_Rule_TimeInputs) => LocalizedString;
export const booking_rule_time_order: (inputs: Booking_Rule_Time_OrderInputs) => LocalizedString;
export const booking_saved_quotes: (inputs: Booking_Saved_QuotesInputs) => LocalizedString;
export const booking_section_cargos: (inputs: Booking_Section_CargosInputs) => LocalizedString;
export const booking_section_cargos_description: (inputs: Booking_Section_Cargos_DescriptionInputs) => LocalizedString;
export const booking_section_containers: (inputs: Booking_Section_ContainersInputs) => LocalizedString;
export const booking_section_containers_description: (inputs: Booking_Section_Containers_DescriptionInputs) => LocalizedString;
export const booking_section_destination: (inputs: Booking_Section_DestinationInputs) => LocalizedString;
export const booking_section_destination_description: (inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString;
export const booking_section_origin: (inputs: Booking_Section_OriginInputs) => LocalizedString;
export const booking_section_origin_description: (inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString;
export const booking_section_pickup: (inputs: Booking_Section_PickupInputs) => LocalizedString;
export const booking_section_pickup_description: (inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString;
export const booking_section_terms: (inputs: Booking_Section_TermsInputs) => LocalizedString;
export const booking_section_terms_description: (inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString;
export const booking_success_book_another: (inputs: Booking_Success_Book_AnotherInputs) => LocalizedString;
export const booking_success_booking_code: (inputs: Booking_Success_Booking_CodeInputs) => LocalizedString;
export const booking_success_lead: (inputs: Booking_Success_LeadInputs) => LocalizedString;
export const booking_success_lead_with: (inputs: Booking_Success_Lead_WithInputs) => LocalizedString;
export const booking_success_not_given: (inputs: Booking_Success_Not_GivenInputs) => LocalizedString;
export const booking_success_shipment_code: (inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString;
export const booking_success_title: (inputs: Booking_Success_TitleInputs) => LocalizedString;
export const booking_success_tracking_code: (inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString;
export const booking_success_unsafe_link: (inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString;
export const booking_summary_days: (inputs: Booking_Summary_DaysInputs) => LocalizedString;
export const booking_summary_delivery: (inputs: Booking_Summary_DeliveryInputs) => LocalizedString;
export const booking_summary_expired: (inputs: Booking_Summary_ExpiredInputs) => LocalizedString;
export const booking_summary_expires: (inputs: Booking_Summary_ExpiresInputs) => LocalizedString;
export const booking_summary_no_carrier: (inputs: Booking_Summary_No_CarrierInputs) => LocalizedString;
export const booking_summary_no_expiry: (inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString;
export const booking_summary_pickup: (inputs: Booking_Summary_PickupInputs) => LocalizedString;
export const booking_summary_price: (inputs: Booking_Summary_PriceInputs) => LocalizedString;
export const booking_summary_price_not_given: (inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString;
export const booking_summary_quote: (inputs: Booking_Summary_QuoteInputs) => LocalizedString;
export const booking_summary_saved_quote: (inputs: Booking_Summary_Saved_QuoteInputs) => LocalizedString;
export const booking_summary_transit: (inputs: Booking_Summary_TransitInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
export const change_counted_added: (inputs: Change_Counted_AddedInputs) => LocalizedString;
export const change_counted_customs: (inputs: Change_Counted_CustomsInputs) => LocalizedString;
export const change_counted_delivery_date: (inputs: Change_Counted_Delivery_DateInputs) => LocalizedString;
export const change_counted_documents_changed: (inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString;
export const change_counted_documents_uploaded: (inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString;
export const change_counted_documents_validated: (inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString;
export const change_counted_free_time_past: (inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString;
export const change_counted_free_time_soon: (inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString;
export const change_counted_messages: (inputs: Change_Counted_MessagesInputs) => LocalizedString;
export const change_counted_pickup_date: (inputs: Change_Counted_Pickup_DateInputs) => LocalizedString;
export const change_counted_status: (inputs: Change_Counted_StatusInputs) => LocalizedString;
export const change_counted_unlisted: (inputs: Change_Counted_UnlistedInputs) => LocalizedString;
export const change_document_no_longer_uploaded: (inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString;
export const change_document_status: (inputs: Change_Document_StatusInputs) => LocalizedString;
export const change_document_status_removed: (inputs: Change_Document_Status_RemovedInputs) => LocalizedString;
export const change_document_unnamed: (inputs: Change_Document_UnnamedInputs) => LocalizedString;
export const change_document_uploaded: (inputs: Change_Document_UploadedInputs) => LocalizedString;
export const change_document_validated: (inputs: Change_Document_ValidatedInputs) => LocalizedString;
export const change_free_time: (inputs: Change_Free_TimeInputs) => LocalizedString;
export const change_free_time_past: (inputs: Change_Free_Time_PastInputs) => LocalizedString;
export const change_free_time_past_unreported: (inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString;
export const change_free_time_soon: (inputs: Change_Free_Time_SoonInputs) => LocalizedString;
export const change_free_time_soon_unreported: (inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString;
export const change_kind_added: (inputs: Change_Kind_AddedInputs) => LocalizedString;
export const change_kind_added_hint: (inputs: Change_Kind_Added_HintInputs) => LocalizedString;
export const change_kind_customs: (inputs: Change_Kind_CustomsInputs) => LocalizedString;
export const change_kind_customs_hint: (inputs: Change_Kind_Customs_HintInputs) => LocalizedString;
export const change_kind_delivery_date: (inputs: Change_Kind_Delivery_DateInputs) => LocalizedString;
export const change_kind_delivery_date_hint: (inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString;
export const change_kind_documents: (inputs: Change_Kind_DocumentsInputs) => LocalizedString;
export const change_kind_documents_hint: (inputs: Change_Kind_Documents_HintInputs) => LocalizedString;
export const change_kind_free_time: (inputs: Change_Kind_Free_TimeInputs) => LocalizedString;
export const change_kind_free_time_hint: (inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString;
export const change_kind_messages: (inputs: Change_Kind_MessagesInputs) => LocalizedString;
export const change_kind_messages_hint: (inputs: Change_Kind_Messages_HintInputs) => LocalizedString;
export const change_kind_pickup_date: (inputs: Change_Kind_Pickup_DateInputs) => LocalizedString;
export const change_kind_pickup_date_hint: (inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString;
export const change_kind_status: (inputs: Change_Kind_StatusInputs) => LocalizedString;
export const change_kind_status_hint: (inputs: Change_Kind_Status_HintInputs) => LocalizedString;
export const change_kind_unlisted: (inputs: Change_Kind_UnlistedInputs) => LocalizedString;
export const change_kind_unlisted_hint: (inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString;
export const change_stop_discharge: (inputs: Change_Stop_DischargeInputs) => LocalizedString;
export const change_stop_empty_return: (inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString;
export const change_stop_release: (inputs: Change_Stop_ReleaseInputs) => LocalizedString;
export const choose_files: (inputs: Choose_FilesInputs) => LocalizedString;
export const choose_none: (inputs: Choose_NoneInputs) => LocalizedString;
export const company_choose_logo: (inputs: Company_Choose_LogoInputs) => LocalizedString;
export const company_description: (inputs: Company_DescriptionInputs) => LocalizedString;
export const company_logo: (inputs: Company_LogoInputs) => LocalizedString;
export const company_logo_alt: (inputs: Company_Logo_AltInputs) => LocalizedString;
export const company_logo_facts: (inputs: Company_Logo_FactsInputs) => LocalizedString;
export const company_logo_limits: (inputs: Company_Logo_LimitsInputs) => LocalizedString;
export const company_name: (inputs: Company_NameInputs) => LocalizedString;
export const company_name_hint: (inputs: Company_Name_HintInputs) => LocalizedString;
export const company_name_save_failed: (inputs: Company_Name_Save_FailedInputs) => LocalizedString;
export const company_no_logo: (inputs: Company_No_LogoInputs) => LocalizedString;
export const company_remove_logo: (inputs: Company_Remove_LogoInputs) => LocalizedString;
export const company_replace_logo: (inputs: Company_Replace_LogoInputs) => LocalizedString;
export const company_save_name: (inputs: Company_Save_NameInputs) => LocalizedString;
export const company_title: (inputs: Company_TitleInputs) => LocalizedString;
export const connection_checking: (inputs: Connection_CheckingInputs) => LocalizedString;
export const copy_done: (inputs: Copy_DoneInputs) => LocalizedString;
export const copy_failed: (inputs: Copy_FailedInputs) => LocalizedString;
export const copy_what: (inputs: Copy_WhatInputs) => LocalizedString;
export const date_day_letters: (inputs: Date_Day_LettersInputs) => LocalizedString;
export const date_month_letters: (inputs: Date_Month_LettersInputs) => LocalizedString;
export const date_year_letters: (inputs: Date_Year_LettersInputs) => LocalizedString;
export const dismiss: (inputs: DismissInputs) => LocalizedString;
export const documents_about_for: (inputs: Documents_About_ForInputs) => LocalizedString;
export const documents_about_of: (inputs: Documents_About_OfInputs) => LocalizedString;
export const documents_announce_failed: (inputs: Documents_Announce_FailedInputs) => LocalizedString;
export const documents_announce_finished: (inputs: Documents_Announce_FinishedInputs) => LocalizedString;
export const documents_announce_unknown: (inputs: Documents_Announce_UnknownInputs) => LocalizedString;
export const documents_announce_uploaded: (inputs: Documents_Announce_UploadedInputs) => LocalizedString;
export const documents_choose_document: (inputs: Documents_Choose_DocumentInputs) => LocalizedString;
export const documents_choose_document_placeholder: (inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString;
export const documents_choose_files: (inputs: Documents_Choose_FilesInputs) => LocalizedString;
export const documents_choose_for: (inputs: Documents_Choose_ForInputs) => LocalizedString;
export const documents_clear: (inputs: Documents_ClearInputs) => LocalizedString;
export const documents_clear_finished: (inputs: Documents_Clear_FinishedInputs) => LocalizedString;
export const documents_download: (inputs: Documents_DownloadInputs) => LocalizedString;
export const documents_drop_hint: (inputs: Documents_Drop_HintInputs) => LocalizedString;
export const documents_drop_panel: (inputs: Documents_Drop_PanelInputs) => LocalizedString;
export const documents_drop_row: (inputs: Documents_Drop_RowInputs) => LocalizedString;
export const documents_empty_text: (inputs: Documents_Empty_TextInputs) => LocalizedString;
export const documents_empty_title: (inputs: Documents_Empty_TitleInputs) => LocalizedString;
export const documents_file_not_here: (inputs: Documents_File_Not_HereInputs) => LocalizedString;
export const documents_file_save_cancelled: (inputs: Documents_File_Save_CancelledInputs) => LocalizedString;
export const documents_file_save_failed: (inputs: Documents_File_Save_FailedInputs) => LocalizedString;
export const documents_load_failed: (inputs: Documents_Load_FailedInputs) => LocalizedString;
export const documents_loading: (inputs: Documents_LoadingInputs) => LocalizedString;
export const documents_none_text: (inputs: Documents_None_TextInputs) => LocalizedString;
export const documents_none_title: (inputs: Documents_None_TitleInputs) => LocalizedString;
export const documents_not_uploaded: (inputs: Documents_Not_UploadedInputs) => LocalizedString;
export const documents_offline_action: (inputs: Documents_Offline_ActionInputs) => LocalizedString;
export const documents_offline_announce: (inputs: Documents_Offline_AnnounceInputs) => LocalizedString;
export const documents_optional: (inputs: Documents_OptionalInputs) => LocalizedString;
export const documents_other_shipment_error: (inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString;
export const documents_other_shipment_note: (inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString;
export const documents_panel_description: (inputs: Documents_Panel_DescriptionInputs) => LocalizedString;
export const documents_panel_title: (inputs: Documents_Panel_TitleInputs) => LocalizedString;
export const documents_phase_done: (inputs: Documents_Phase_DoneInputs) => LocalizedString;
export const documents_phase_failed: (inputs: Documents_Phase_FailedInputs) => LocalizedString;
export const documents_phase_reading: (inputs: Documents_Phase_ReadingInputs) => LocalizedString;
export const documents_phase_ready: (inputs: Documents_Phase_ReadyInputs) => LocalizedString;
export const documents_phase_refused: (inputs: Documents_Phase_RefusedInputs) => LocalizedString;
export const documents_phase_sending: (inputs: Documents_Phase_SendingInputs) => LocalizedString;
export const documents_phase_unknown: (inputs: Documents_Phase_UnknownInputs) => LocalizedString;
export const documents_phase_waiting: (inputs: Documents_Phase_WaitingInputs) => LocalizedString;
export const documents_picker_caption_recent: (inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString;
export const documents_picker_caption_search: (inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString;
export const documents_picker_change: (inputs: Documents_Picker_ChangeInputs) => LocalizedString;
export const documents_picker_code_label: (inputs: Documents_Picker_Code_LabelInputs) => LocalizedString;
export const documents_picker_code_placeholder: (inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString;
export const documents_picker_col_actions: (inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString;
export const documents_picker_col_pickup: (inputs: Documents_Picker_Col_PickupInputs) => LocalizedString;
export const documents_picker_col_route: (inputs: Documents_Picker_Col_RouteInputs) => LocalizedString;
export const documents_picker_col_shipment: (inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString;
export const documents_picker_col_type: (inputs: Documents_Picker_Col_TypeInputs) => LocalizedString;
export const documents_picker_description: (inputs: Documents_Picker_DescriptionInputs) => LocalizedString;
export const documents_picker_find: (inputs: Documents_Picker_FindInputs) => LocalizedString;
export const documents_picker_keep: (inputs: Documents_Picker_KeepInputs) => LocalizedString;
export const documents_picker_list_failed: (inputs: Documents_Picker_List_FailedInputs) => LocalizedString;
export const documents_picker_listed: (inputs: Documents_Picker_ListedInputs) => LocalizedString;
export const documents_picker_loading_recent: (inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString;
export const documents_picker_looking_for: (inputs: Documents_Picker_Looking_ForInputs) => LocalizedString;
export const documents_picker_looking_up: (inputs: Documents_Picker_Looking_UpInputs) => LocalizedString;
export const documents_picker_matching: (inputs: Documents_Picker_MatchingInputs) => LocalizedString;
export const documents_picker_most_recent: (inputs: Documents_Picker_Most_RecentInputs) => LocalizedString;
export const documents_picker_no_match: (inputs: Documents_Picker_No_MatchInputs) => LocalizedString;
export const documents_picker_none: (inputs: Documents_Picker_NoneInputs) => LocalizedString;
export const documents_picker_none_text: (inputs: Documents_Picker_None_TextInputs) => LocalizedString;
export const documents_picker_open_tracking: (inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString;
export const documents_picker_show: (inputs: Documents_Picker_ShowInputs) => LocalizedString;
export const documents_picker_title: (inputs: Documents_Picker_TitleInputs) => LocalizedString;
export const documents_progress_count: (inputs: Documents_Progress_CountInputs) => LocalizedString;
export const documents_progress_text: (inputs: Documents_Progress_TextInputs) => LocalizedString;
export const documents_quoted: (inputs: Documents_QuotedInputs) => LocalizedString;
export const documents_ready_announce: (inputs: Documents_Ready_AnnounceInputs) => LocalizedString;
export const documents_refused_announce: (inputs: Documents_Refused_AnnounceInputs) => LocalizedString;
export const documents_reload: (inputs: Documents_ReloadInputs) => LocalizedString;
export const documents_reload_checklist: (inputs: Documents_Reload_ChecklistInputs) => LocalizedString;
export const documents_required: (inputs: Documents_RequiredInputs) => LocalizedString;
export const documents_staged_as: (inputs: Documents_Staged_AsInputs) => LocalizedString;
export const documents_staged_offline: (inputs: Documents_Staged_OfflineInputs) => LocalizedString;
export const documents_staged_text: (inputs: Documents_Staged_TextInputs) => LocalizedString;
export const documents_staged_title: (inputs: Documents_Staged_TitleInputs) => LocalizedString;
export const documents_summary_busy: (inputs: Documents_Summary_BusyInputs) => LocalizedString;
export const documents_summary_done: (inputs: Documents_Summary_DoneInputs) => LocalizedString;
export const documents_summary_failed: (inputs: Documents_Summary_FailedInputs) => LocalizedString;
export const documents_summary_ready: (inputs: Documents_Summary_ReadyInputs) => LocalizedString;
export const documents_summary_refused: (inputs: Documents_Summary_RefusedInputs) => LocalizedString;
export const documents_summary_unknown: (inputs: Documents_Summary_UnknownInputs) => LocalizedString;
export const documents_table_caption: (inputs: Documents_Table_CaptionInputs) => LocalizedString;
export const documents_table_col_actions: (inputs: Documents_Table_Col_ActionsInputs) => LocalizedString;
export const documents_table_col_document: (inputs: Documents_Table_Col_DocumentInputs) => LocalizedString;
export const documents_table_col_observations: (inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString;
export const documents_table_col_status: (inputs: Documents_Table_Col_StatusInputs) => LocalizedString;
export const documents_target_optional: (inputs: Documents_Target_OptionalInputs) => LocalizedString;
export const documents_target_optional_uploaded: (inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString;
export const documents_target_required: (inputs: Documents_Target_RequiredInputs) => LocalizedString;
export const documents_target_required_uploaded: (inputs: Documents_Target_Required_UploadedInputs) => LocalizedString;
export const documents_template: (inputs: Documents_TemplateInputs) => LocalizedString;
export const documents_template_file: (inputs: Documents_Template_FileInputs) => LocalizedString;
export const documents_template_save_cancelled: (inputs: Documents_Template_Save_CancelledInputs) => LocalizedString;
export const documents_template_save_failed: (inputs: Documents_Template_Save_FailedInputs) => LocalizedString;
export const documents_the_document: (inputs: Documents_The_DocumentInputs) => LocalizedString;
export const documents_this_shipment: (inputs: Documents_This_ShipmentInputs) => LocalizedString;
export const documents_unknown_many: (inputs: Documents_Unknown_ManyInputs) => LocalizedString;
export const documents_unknown_one: (inputs: Documents_Unknown_OneInputs) => LocalizedString;
export const documents_unknown_text: (inputs: Documents_Unknown_TextInputs) => LocalizedString;
export const documents_unnamed: (inputs: Documents_UnnamedInputs) => LocalizedString;
export const documents_upload: (inputs: Documents_UploadInputs) => LocalizedString;
export const documents_upload_again: (inputs: Documents_Upload_AgainInputs) => LocalizedString;
export const documents_upload_files: (inputs: Documents_Upload_FilesInputs) => LocalizedString;
export const documents_upload_limit: (inputs: Documents_Upload_LimitInputs) => LocalizedString;
export const documents_upload_not_accepted: (inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString;
export const documents_upload_unknown_reason: (inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString;
export const documents_uploaded_at: (inputs: Documents_Uploaded_AtInputs) => LocalizedString;
export const documents_uploading_as: (inputs: Documents_Uploading_AsInputs) => LocalizedString;
export const documents_uploads_title: (inputs: Documents_Uploads_TitleInputs) => LocalizedString;
export const draft_discard: (inputs: Draft_DiscardInputs) => LocalizedString;
export const draft_restored_from: (inputs: Draft_Restored_FromInputs) => LocalizedString;
export const draft_saved: (inputs: Draft_SavedInputs) => LocalizedString;
export const edit: (inputs: EditInputs) => LocalizedString;
export const empty_state_kept: (inputs: Empty_State_KeptInputs) => LocalizedString;
export const error_retries_itself: (inputs: Error_Retries_ItselfInputs) => LocalizedString;
export const export_agency: (inputs: Export_AgencyInputs) => LocalizedString;
export const export_code: (inputs: Export_CodeInputs) => LocalizedString;
export const export_currency: (inputs: Export_CurrencyInputs) => LocalizedString;
export const export_currency_not_stated: (inputs: Export_Currency_Not_StatedInputs) => LocalizedString;
export const export_delivery: (inputs: Export_DeliveryInputs) => LocalizedString;
export const export_destination: (inputs: Export_DestinationInputs) => LocalizedString;
export const export_free_time_charged: (inputs: Export_Free_Time_ChargedInputs) => LocalizedString;
export const export_free_time_currency: (inputs: Export_Free_Time_CurrencyInputs) => LocalizedString;
export const export_last_free_day: (inputs: Export_Last_Free_DayInputs) => LocalizedString;
export const export_not_known: (inputs: Export_Not_KnownInputs) => LocalizedString;
export const export_origin: (inputs: Export_OriginInputs) => LocalizedString;
export const export_pickup: (inputs: Export_PickupInputs) => LocalizedString;
export const export_price: (inputs: Export_PriceInputs) => LocalizedString;
export const export_status: (inputs: Export_StatusInputs) => LocalizedString;
export const failure_address_unreachable: (inputs: Failure_Address_UnreachableInputs) => LocalizedString;
export const failure_ask_access: (inputs: Failure_Ask_AccessInputs) => LocalizedString;
export const failure_body_timeout: (inputs: Failure_Body_TimeoutInputs) => LocalizedString;
export const failure_broke: (inputs: Failure_BrokeInputs) => LocalizedString;
export const failure_broke_attempts: (inputs: Failure_Broke_AttemptsInputs) => LocalizedString;
export const failure_broke_unknown: (inputs: Failure_Broke_UnknownInputs) => LocalizedString;
export const failure_cancelled: (inputs: Failure_CancelledInputs) => LocalizedString;
export const failure_check_base_url: (inputs: Failure_Check_Base_UrlInputs) => LocalizedString;
export const failure_check_connection: (inputs: Failure_Check_ConnectionInputs) => LocalizedString;
export const failure_closed: (inputs: Failure_ClosedInputs) => LocalizedString;
export const failure_connect_timeout: (inputs: Failure_Connect_TimeoutInputs) => LocalizedString;
export const failure_connection_refused: (inputs: Failure_Connection_RefusedInputs) => LocalizedString;
export const failure_forbidden: (inputs: Failure_ForbiddenInputs) => LocalizedString;
export const failure_headers_timeout: (inputs: Failure_Headers_TimeoutInputs) => LocalizedString;
export const failure_input_invalid: (inputs: Failure_Input_InvalidInputs) => LocalizedString;
export const failure_internal: (inputs: Failure_InternalInputs) => LocalizedString;
export const failure_it_said: (inputs: Failure_It_SaidInputs) => LocalizedString;
export const failure_more_problems: (inputs: Failure_More_ProblemsInputs) => LocalizedString;
export const failure_no_such_address: (inputs: Failure_No_Such_AddressInputs) => LocalizedString;
export const failure_not_found: (inputs: Failure_Not_FoundInputs) => LocalizedString;
export const failure_not_found_changed: (inputs: Failure_Not_Found_ChangedInputs) => LocalizedString;
export const failure_not_found_check_id: (inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString;
export const failure_not_sent_parameter: (inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString;
export const failure_not_sent_request: (inputs: Failure_Not_Sent_RequestInputs) => LocalizedString;
export const failure_refused: (inputs: Failure_RefusedInputs) => LocalizedString;
export const failure_refused_no_reason: (inputs: Failure_Refused_No_ReasonInputs) => LocalizedString;
export const failure_rejected_reason: (inputs: Failure_Rejected_ReasonInputs) => LocalizedString;
export const failure_rejected_status: (inputs: Failure_Rejected_StatusInputs) => LocalizedString;
export const failure_report_if_again: (inputs: Failure_Report_If_AgainInputs) => LocalizedString;
export const failure_request_timeout: (inputs: Failure_Request_TimeoutInputs) => LocalizedString;
export const failure_server: (inputs: Failure_ServerInputs) => LocalizedString;
export const failure_server_attempts: (inputs: Failure_Server_AttemptsInputs) => LocalizedString;
export const failure_server_reported: (inputs: Failure_Server_ReportedInputs) => LocalizedString;
export const failure_too_large: (inputs: Failure_Too_LargeInputs) => LocalizedString;
export const failure_too_large_refused: (inputs: Failure_Too_Large_RefusedInputs) => LocalizedString;
export const failure_too_large_unknown: (inputs: Failure_Too_Large_UnknownInputs) => LocalizedString;
export const failure_too_many_requests: (inputs: Failure_Too_Many_RequestsInputs) => LocalizedString;
export const failure_too_many_requests_wait: (inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString;
export const failure_try_after: (inputs: Failure_Try_AfterInputs) => LocalizedString;
export const failure_try_later: (inputs: Failure_Try_LaterInputs) => LocalizedString;
export const failure_unauthorized: (inputs: Failure_UnauthorizedInputs) => LocalizedString;
export const failure_unexpected_status: (inputs: Failure_Unexpected_StatusInputs) => LocalizedString;
export const failure_unknown_channel: (inputs: Failure_Unknown_ChannelInputs) => LocalizedString;
export const failure_unknown_outcome: (inputs: Failure_Unknown_OutcomeInputs) => LocalizedString;
export const failure_unreadable: (inputs: Failure_UnreadableInputs) => LocalizedString;
export const failure_unreadable_accepted: (inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString;
export const keychain_no_credentials: (inputs: Keychain_No_CredentialsInputs) => LocalizedString;
export const keychain_other_origin: (inputs: Keychain_Other_OriginInputs) => LocalizedString;
export const keychain_unavailable: (inputs: Keychain_UnavailableInputs) => LocalizedString;
export const loading: (inputs: LoadingInputs) => LocalizedString;
export const logs_description: (inputs: Logs_DescriptionInputs) => LocalizedString;
export const logs_show_failed: (inputs: Logs_Show_FailedInputs) => LocalizedString;
export const logs_title: (inputs: Logs_TitleInputs) => LocalizedString;
export const lookups_airports_col_iata: (inputs: Lookups_Airports_Col_IataInputs) => LocalizedString;
export const lookups_airports_could_not: (inputs: Lookups_Airports_Could_NotInputs) => LocalizedString;
export const lookups_airports_count: (inputs: Lookups_Airports_CountInputs) => LocalizedString;
export const lookups_airports_description: (inputs: Lookups_Airports_DescriptionInputs) => LocalizedString;
export const lookups_airports_empty_text: (inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString;
export const lookups_airports_found: (inputs: Lookups_Airports_FoundInputs) => LocalizedString;
export const lookups_airports_idle_text: (inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString;
export const lookups_airports_idle_title: (inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString;
export const lookups_airports_label: (inputs: Lookups_Airports_LabelInputs) => LocalizedString;
export const lookups_airports_none: (inputs: Lookups_Airports_NoneInputs) => LocalizedString;
export const lookups_airports_placeholder: (inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString;
export const lookups_airports_search_failed: (inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString;
export const lookups_airports_searching: (inputs: Lookups_Airports_SearchingInputs) => LocalizedString;
export const lookups_airports_title: (inputs: Lookups_Airports_TitleInputs) => LocalizedString;
export const lookups_airports_too_short: (inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString;
export const lookups_caption: (inputs: Lookups_CaptionInputs) => LocalizedString;
export const lookups_col_city: (inputs: Lookups_Col_CityInputs) => LocalizedString;
export const lookups_col_code: (inputs: Lookups_Col_CodeInputs) => LocalizedString;
export const lookups_col_coordinates: (inputs: Lookups_Col_CoordinatesInputs) => LocalizedString;
export const lookups_col_country: (inputs: Lookups_Col_CountryInputs) => LocalizedString;
export const lookups_col_name: (inputs: Lookups_Col_NameInputs) => LocalizedString;
export const lookups_col_size: (inputs: Lookups_Col_SizeInputs) => LocalizedString;
export const lookups_col_type: (inputs: Lookups_Col_TypeInputs) => LocalizedString;
export const lookups_containers_col_reefer: (inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString;
export const lookups_containers_count: (inputs: Lookups_Containers_CountInputs) => LocalizedString;
export const lookups_containers_description: (inputs: Lookups_Containers_DescriptionInputs) => LocalizedString;
export const lookups_containers_failed: (inputs: Lookups_Containers_FailedInputs) => LocalizedString;
export const lookups_containers_loading: (inputs: Lookups_Containers_LoadingInputs) => LocalizedString;
export const lookups_containers_none: (inputs: Lookups_Containers_NoneInputs) => LocalizedString;
export const lookups_containers_size_ft: (inputs: Lookups_Containers_Size_FtInputs) => LocalizedString;
export const lookups_containers_title: (inputs: Lookups_Containers_TitleInputs) => LocalizedString;
export const lookups_east: (inputs: Lookups_EastInputs) => LocalizedString;
export const lookups_list_empty_text: (inputs: Lookups_List_Empty_TextInputs) => LocalizedString;
export const lookups_no: (inputs: Lookups_NoInputs) => LocalizedString;
export const lookups_north: (inputs: Lookups_NorthInputs) => LocalizedString;
export const lookups_pallets_col_size: (inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString;
export const lookups_pallets_count: (inputs: Lookups_Pallets_CountInputs) => LocalizedString;
export const lookups_pallets_description: (inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString;
export const lookups_pallets_failed: (inputs: Lookups_Pallets_FailedInputs) => LocalizedString;
export const lookups_pallets_height_not_fixed: (inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString;
export const lookups_pallets_loading: (inputs: Lookups_Pallets_LoadingInputs) => LocalizedString;
export const lookups_pallets_none: (inputs: Lookups_Pallets_NoneInputs) => LocalizedString;
export const lookups_pallets_per_shipment: (inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString;
export const lookups_pallets_title: (inputs: Lookups_Pallets_TitleInputs) => LocalizedString;
export const lookups_ports_col_rkst: (inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString;
export const lookups_ports_col_unlocode: (inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString;
export const lookups_ports_could_not: (inputs: Lookups_Ports_Could_NotInputs) => LocalizedString;
export const lookups_ports_count: (inputs: Lookups_Ports_CountInputs) => LocalizedString;
export const lookups_ports_description: (inputs: Lookups_Ports_DescriptionInputs) => LocalizedString;
export const lookups_ports_empty_text: (inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString;
export const lookups_ports_found: (inputs: Lookups_Ports_FoundInputs) => LocalizedString;
export const lookups_ports_idle_text: (inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString;
export const lookups_ports_idle_title: (inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString;
export const lookups_ports_label: (inputs: Lookups_Ports_LabelInputs) => LocalizedString;
export const lookups_ports_none: (inputs: Lookups_Ports_NoneInputs) => LocalizedString;
export const lookups_ports_placeholder: (inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString;
export const lookups_ports_search_failed: (inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString;
export const lookups_ports_searching: (inputs: Lookups_Ports_SearchingInputs) => LocalizedString;
export const lookups_ports_title: (inputs: Lookups_Ports_TitleInputs) => LocalizedString;
export const lookups_ports_too_short: (inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString;
export const lookups_postal_col_code: (inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString;
export const lookups_postal_col_region: (inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString;
export const lookups_postal_could_not: (inputs: Lookups_Postal_Could_NotInputs) => LocalizedString;
export const lookups_postal_count: (inputs: Lookups_Postal_CountInputs) => LocalizedString;
export const lookups_postal_country: (inputs: Lookups_Postal_CountryInputs) => LocalizedString;
export const lookups_postal_description: (inputs: Lookups_Postal_DescriptionInputs) => LocalizedString;
export const lookups_postal_empty_text: (inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString;
export const lookups_postal_found: (inputs: Lookups_Postal_FoundInputs) => LocalizedString;
export const lookups_postal_idle_text: (inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString;
export const lookups_postal_idle_title: (inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString;
export const lookups_postal_label: (inputs: Lookups_Postal_LabelInputs) => LocalizedString;
export const lookups_postal_none: (inputs: Lookups_Postal_NoneInputs) => LocalizedString;
export const lookups_postal_placeholder: (inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString;
export const lookups_postal_search_failed: (inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString;
export const lookups_postal_searching: (inputs: Lookups_Postal_SearchingInputs) => LocalizedString;
export const lookups_postal_title: (inputs: Lookups_Postal_TitleInputs) => LocalizedString;
export const lookups_postal_too_short: (inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString;
export const lookups_quoted: (inputs: Lookups_QuotedInputs) => LocalizedString;
export const lookups_reload: (inputs: Lookups_ReloadInputs) => LocalizedString;
export const lookups_search: (inputs: Lookups_SearchInputs) => LocalizedString;
export const lookups_south: (inputs: Lookups_SouthInputs) => LocalizedString;
export const lookups_west: (inputs: Lookups_WestInputs) => LocalizedString;
export const lookups_yes: (inputs: Lookups_YesInputs) => LocalizedString;
export const main_durable_write_not_flushed: (inputs: Main_Durable_Write_Not_FlushedInputs) => LocalizedString;
export const main_json_file_empty: (inputs: Main_Json_File_EmptyInputs) => LocalizedString;
export const main_json_file_not_json: (inputs: Main_Json_File_Not_JsonInputs) => LocalizedString;
export const main_json_file_set_aside: (inputs: Main_Json_File_Set_AsideInputs) => LocalizedString;
export const main_json_file_unexpected: (inputs: Main_Json_File_UnexpectedInputs) => LocalizedString;
export const main_json_file_unexpected_content: (inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString;
export const main_logo_not_image: (inputs: Main_Logo_Not_ImageInputs) => LocalizedString;
export const main_logo_too_large: (inputs: Main_Logo_Too_LargeInputs) => LocalizedString;
export const main_logo_unreadable: (inputs: Main_Logo_UnreadableInputs) => LocalizedString;
export const main_profile_api_key_required: (inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString;
export const main_profile_api_secret_required: (inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString;
export const main_profile_key_and_secret: (inputs: Main_Profile_Key_And_SecretInputs) => LocalizedString;
export const main_profile_key_and_secret_field: (inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString;
export const main_profile_keychain_not_restored: (inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString;
export const main_profile_name_taken: (inputs: Main_Profile_Name_TakenInputs) => LocalizedString;
export const main_profile_name_taken_field: (inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString;
export const main_profile_new_needs_key: (inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString;
export const main_profile_sandbox_unchangeable: (inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString;
export const main_profile_sandbox_unremovable: (inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString;
export const main_profile_unknown: (inputs: Main_Profile_UnknownInputs) => LocalizedString;
export const main_settings_company_name_max: (inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString;
export const main_settings_language: (inputs: Main_Settings_LanguageInputs) => LocalizedString;
export const main_settings_not_saved: (inputs: Main_Settings_Not_SavedInputs) => LocalizedString;
export const main_settings_notification_switch: (inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString;
export const main_settings_pdf_charges: (inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString;
export const main_settings_pdf_name_carrier: (inputs: Main_Settings_Pdf_Name_CarrierInputs) => LocalizedString;
export const main_settings_pdf_terms_max: (inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString;
export const main_settings_sync_max: (inputs: Main_Settings_Sync_MaxInputs) => LocalizedString;
export const main_settings_sync_min: (inputs: Main_Settings_Sync_MinInputs) => LocalizedString;
export const main_settings_sync_whole: (inputs: Main_Settings_Sync_WholeInputs) => LocalizedString;
export const main_settings_theme: (inputs: Main_Settings_ThemeInputs) => LocalizedString;
export const main_upload_empty: (inputs: Main_Upload_EmptyInputs) => LocalizedString;
export const main_upload_too_large: (inputs: Main_Upload_Too_LargeInputs) => LocalizedString;
export const main_upload_type_refused: (inputs: Main_Upload_Type_RefusedInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_actual_size: (inputs: Menu_Actual_SizeInputs) => LocalizedString;
export const menu_bring_all_to_front: (inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString;
export const menu_close_window: (inputs: Menu_Close_WindowInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_exit: (inputs: Menu_ExitInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_hide: (inputs: Menu_HideInputs) => LocalizedString;
export const menu_hide_others: (inputs: Menu_Hide_OthersInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_services: (inputs: Menu_ServicesInputs) => LocalizedString;
export const menu_show_all: (inputs: Menu_Show_AllInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_zoom: (inputs: Menu_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const nav_group_reference: (inputs: Nav_Group_ReferenceInputs) => LocalizedString;
export const nav_group_work: (inputs: Nav_Group_WorkInputs) => LocalizedString;
export const nav_main: (inputs: Nav_MainInputs) => LocalizedString;
export const no_bridge_body: (inputs: No_Bridge_BodyInputs) => LocalizedString;
export const no_bridge_title: (inputs: No_Bridge_TitleInputs) => LocalizedString;
export const notice_added: (inputs: Notice_AddedInputs) => LocalizedString;
export const notice_customs: (inputs: Notice_CustomsInputs) => LocalizedString;
export const notice_eta_moved: (inputs: Notice_Eta_MovedInputs) => LocalizedString;
export const notice_messages: (inputs: Notice_MessagesInputs) => LocalizedString;
export const notice_messages_latest: (inputs: Notice_Messages_LatestInputs) => LocalizedString;
export const notice_none: (inputs: Notice_NoneInputs) => LocalizedString;
export const notice_pickup_moved: (inputs: Notice_Pickup_MovedInputs) => LocalizedString;
export const notice_shipment: (inputs: Notice_ShipmentInputs) => LocalizedString;
export const notice_shipments_changed: (inputs: Notice_Shipments_ChangedInputs) => LocalizedString;
export const notice_status: (inputs: Notice_StatusInputs) => LocalizedString;
export const notice_unlisted: (inputs: Notice_UnlistedInputs) => LocalizedString;
export const notices_dismiss_one: (inputs: Notices_Dismiss_OneInputs) => LocalizedString;
export const notices_dismiss_title: (inputs: Notices_Dismiss_TitleInputs) => LocalizedString;
export const notices_hint: (inputs: Notices_HintInputs) => LocalizedString;
export const notices_label: (inputs: Notices_LabelInputs) => LocalizedString;
export const notifications_description: (inputs: Notifications_DescriptionInputs) => LocalizedString;
export const notifications_notify_about: (inputs: Notifications_Notify_AboutInputs) => LocalizedString;
export const notifications_read_failed: (inputs: Notifications_Read_FailedInputs) => LocalizedString;
export const notifications_save_failed: (inputs: Notifications_Save_FailedInputs) => LocalizedString;
export const offline_keeps_trying: (inputs: Offline_Keeps_TryingInputs) => LocalizedString;
export const offline_last_answered: (inputs: Offline_Last_AnsweredInputs) => LocalizedString;
export const offline_never_answered: (inputs: Offline_Never_AnsweredInputs) => LocalizedString;
export const offline_title: (inputs: Offline_TitleInputs) => LocalizedString;
export const offline_what_works: (inputs: Offline_What_WorksInputs) => LocalizedString;
export const op_auth_token: (inputs: Op_Auth_TokenInputs) => LocalizedString;
export const op_booking_boxes: (inputs: Op_Booking_BoxesInputs) => LocalizedString;
export const op_booking_pallets: (inputs: Op_Booking_PalletsInputs) => LocalizedString;
export const op_booking_sea_fcl: (inputs: Op_Booking_Sea_FclInputs) => LocalizedString;
export const op_booking_sea_lcl: (inputs: Op_Booking_Sea_LclInputs) => LocalizedString;
export const op_check_documents: (inputs: Op_Check_DocumentsInputs) => LocalizedString;
export const op_check_quotes: (inputs: Op_Check_QuotesInputs) => LocalizedString;
export const op_check_service_records: (inputs: Op_Check_Service_RecordsInputs) => LocalizedString;
export const op_check_shipment_detail: (inputs: Op_Check_Shipment_DetailInputs) => LocalizedString;
export const op_check_shipment_list: (inputs: Op_Check_Shipment_ListInputs) => LocalizedString;
export const op_check_tariffs: (inputs: Op_Check_TariffsInputs) => LocalizedString;
export const op_documents_download: (inputs: Op_Documents_DownloadInputs) => LocalizedString;
export const op_documents_list: (inputs: Op_Documents_ListInputs) => LocalizedString;
export const op_documents_upload: (inputs: Op_Documents_UploadInputs) => LocalizedString;
export const op_lookup_airports: (inputs: Op_Lookup_AirportsInputs) => LocalizedString;
export const op_lookup_containers: (inputs: Op_Lookup_ContainersInputs) => LocalizedString;
export const op_lookup_pallet_types: (inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString;
export const op_lookup_ports: (inputs: Op_Lookup_PortsInputs) => LocalizedString;
export const op_lookup_postal_codes: (inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString;
export const op_pickup_times: (inputs: Op_Pickup_TimesInputs) => LocalizedString;
export const op_quotes_delete: (inputs: Op_Quotes_DeleteInputs) => LocalizedString;
export const op_quotes_list: (inputs: Op_Quotes_ListInputs) => LocalizedString;
export const op_quotes_save: (inputs: Op_Quotes_SaveInputs) => LocalizedString;
export const op_rates_air: (inputs: Op_Rates_AirInputs) => LocalizedString;
export const op_rates_boxes: (inputs: Op_Rates_BoxesInputs) => LocalizedString;
export const op_rates_pallets: (inputs: Op_Rates_PalletsInputs) => LocalizedString;
export const op_rates_sea_fcl: (inputs: Op_Rates_Sea_FclInputs) => LocalizedString;
export const op_rates_sea_lcl: (inputs: Op_Rates_Sea_LclInputs) => LocalizedString;
export const op_sign_in: (inputs: Op_Sign_InInputs) => LocalizedString;
export const op_tariffs_report: (inputs: Op_Tariffs_ReportInputs) => LocalizedString;
export const op_tariffs_upload: (inputs: Op_Tariffs_UploadInputs) => LocalizedString;
export const op_tracking_detail: (inputs: Op_Tracking_DetailInputs) => LocalizedString;
export const op_tracking_messages: (inputs: Op_Tracking_MessagesInputs) => LocalizedString;
export const op_tracking_shipments: (inputs: Op_Tracking_ShipmentsInputs) => LocalizedString;
export const op_tracking_switch: (inputs: Op_Tracking_SwitchInputs) => LocalizedString;
export const open_settings: (inputs: Open_SettingsInputs) => LocalizedString;
export const outcome_unknown: (inputs: Outcome_UnknownInputs) => LocalizedString;
export const palette_commands: (inputs: Palette_CommandsInputs) => LocalizedString;
export const palette_input_label: (inputs: Palette_Input_LabelInputs) => LocalizedString;
export const palette_input_placeholder: (inputs: Palette_Input_PlaceholderInputs) => LocalizedString;
export const palette_keys: (inputs: Palette_KeysInputs) => LocalizedString;
export const palette_label: (inputs: Palette_LabelInputs) => LocalizedString;
export const palette_nothing_matches: (inputs: Palette_Nothing_MatchesInputs) => LocalizedString;
export const palette_profile_sandbox: (inputs: Palette_Profile_SandboxInputs) => LocalizedString;
export const palette_profile_service: (inputs: Palette_Profile_ServiceInputs) => LocalizedString;
export const palette_profile_words: (inputs: Palette_Profile_WordsInputs) => LocalizedString;
export const palette_rate_detail: (inputs: Palette_Rate_DetailInputs) => LocalizedString;
export const palette_rate_label: (inputs: Palette_Rate_LabelInputs) => LocalizedString;
export const palette_rate_words: (inputs: Palette_Rate_WordsInputs) => LocalizedString;
export const palette_screen_words: (inputs: Palette_Screen_WordsInputs) => LocalizedString;
export const palette_searching: (inputs: Palette_SearchingInputs) => LocalizedString;
export const palette_section_go_to: (inputs: Palette_Section_Go_ToInputs) => LocalizedString;
export const palette_section_profiles: (inputs: Palette_Section_ProfilesInputs) => LocalizedString;
export const palette_section_rate: (inputs: Palette_Section_RateInputs) => LocalizedString;
export const palette_section_shipments: (inputs: Palette_Section_ShipmentsInputs) => LocalizedString;
export const palette_shipment: (inputs: Palette_ShipmentInputs) => LocalizedString;
export const palette_switch_to: (inputs: Palette_Switch_ToInputs) => LocalizedString;
export const pdf_air_freight: (inputs: Pdf_Air_FreightInputs) => LocalizedString;
export const pdf_all_in_note: (inputs: Pdf_All_In_NoteInputs) => LocalizedString;
export const pdf_as_quoted: (inputs: Pdf_As_QuotedInputs) => LocalizedString;
export const pdf_carrier: (inputs: Pdf_CarrierInputs) => LocalizedString;
export const pdf_carrier_notes: (inputs: Pdf_Carrier_NotesInputs) => LocalizedString;
export const pdf_charge: (inputs: Pdf_ChargeInputs) => LocalizedString;
export const pdf_chargeable_weight: (inputs: Pdf_Chargeable_WeightInputs) => LocalizedString;
export const pdf_charges_in: (inputs: Pdf_Charges_InInputs) => LocalizedString;
export const pdf_col_amount: (inputs: Pdf_Col_AmountInputs) => LocalizedString;
export const pdf_col_basis: (inputs: Pdf_Col_BasisInputs) => LocalizedString;
export const pdf_col_charge: (inputs: Pdf_Col_ChargeInputs) => LocalizedString;
export const pdf_col_container: (inputs: Pdf_Col_ContainerInputs) => LocalizedString;
export const pdf_col_counted_from: (inputs: Pdf_Col_Counted_FromInputs) => LocalizedString;
export const pdf_col_free_days: (inputs: Pdf_Col_Free_DaysInputs) => LocalizedString;
export const pdf_col_free_time: (inputs: Pdf_Col_Free_TimeInputs) => LocalizedString;
export const pdf_col_penalty: (inputs: Pdf_Col_PenaltyInputs) => LocalizedString;
export const pdf_col_per_day: (inputs: Pdf_Col_Per_DayInputs) => LocalizedString;
export const pdf_count_boxes: (inputs: Pdf_Count_BoxesInputs) => LocalizedString;
export const pdf_count_cargo_lines: (inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString;
export const pdf_count_containers: (inputs: Pdf_Count_ContainersInputs) => LocalizedString;
export const pdf_count_pallets: (inputs: Pdf_Count_PalletsInputs) => LocalizedString;
export const pdf_count_pieces: (inputs: Pdf_Count_PiecesInputs) => LocalizedString;
export const pdf_days: (inputs: Pdf_DaysInputs) => LocalizedString;
export const pdf_delivery: (inputs: Pdf_DeliveryInputs) => LocalizedString;
export const pdf_every_charge_included: (inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString;
export const pdf_flights: (inputs: Pdf_FlightsInputs) => LocalizedString;
export const pdf_free_time: (inputs: Pdf_Free_TimeInputs) => LocalizedString;
export const pdf_from: (inputs: Pdf_FromInputs) => LocalizedString;
export const pdf_give_quote_number: (inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString;
export const pdf_goods: (inputs: Pdf_GoodsInputs) => LocalizedString;
export const pdf_included: (inputs: Pdf_IncludedInputs) => LocalizedString;
export const pdf_issued: (inputs: Pdf_IssuedInputs) => LocalizedString;
export const pdf_mode_air: (inputs: Pdf_Mode_AirInputs) => LocalizedString;
export const pdf_mode_boxes: (inputs: Pdf_Mode_BoxesInputs) => LocalizedString;
export const pdf_mode_pallets: (inputs: Pdf_Mode_PalletsInputs) => LocalizedString;
export const pdf_mode_sea_fcl: (inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString;
export const pdf_mode_sea_lcl: (inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString;
export const pdf_no_expiry: (inputs: Pdf_No_ExpiryInputs) => LocalizedString;
export const pdf_notes: (inputs: Pdf_NotesInputs) => LocalizedString;
export const pdf_on_request: (inputs: Pdf_On_RequestInputs) => LocalizedString;
export const pdf_pickup: (inputs: Pdf_PickupInputs) => LocalizedString;
export const pdf_pre_booking: (inputs: Pdf_Pre_BookingInputs) => LocalizedString;
export const pdf_price_includes_all: (inputs: Pdf_Price_Includes_AllInputs) => LocalizedString;
export const pdf_quotation: (inputs: Pdf_QuotationInputs) => LocalizedString;
export const pdf_quote_label: (inputs: Pdf_Quote_LabelInputs) => LocalizedString;
export const pdf_ref_label: (inputs: Pdf_Ref_LabelInputs) => LocalizedString;
export const pdf_reference: (inputs: Pdf_ReferenceInputs) => LocalizedString;
export const pdf_sailing: (inputs: Pdf_SailingInputs) => LocalizedString;
export const pdf_saved_quote: (inputs: Pdf_Saved_QuoteInputs) => LocalizedString;
export const pdf_surcharge: (inputs: Pdf_SurchargeInputs) => LocalizedString;
export const pdf_tax_included: (inputs: Pdf_Tax_IncludedInputs) => LocalizedString;
export const pdf_terms: (inputs: Pdf_TermsInputs) => LocalizedString;
export const pdf_terms_valid: (inputs: Pdf_Terms_ValidInputs) => LocalizedString;
export const pdf_to: (inputs: Pdf_ToInputs) => LocalizedString;
export const pdf_total_all_in: (inputs: Pdf_Total_All_InInputs) => LocalizedString;
export const pdf_total_of_quote: (inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString;
export const pdf_total_price: (inputs: Pdf_Total_PriceInputs) => LocalizedString;
export const pdf_total_price_and_surcharges: (inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString;
export const pdf_total_sum_of_charges: (inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString;
export const pdf_transit: (inputs: Pdf_TransitInputs) => LocalizedString;
export const pdf_unnamed_currency: (inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString;
export const pdf_valid_until: (inputs: Pdf_Valid_UntilInputs) => LocalizedString;
export const pdf_vessel: (inputs: Pdf_VesselInputs) => LocalizedString;
export const pdf_via: (inputs: Pdf_ViaInputs) => LocalizedString;
export const penalty: (inputs: PenaltyInputs) => LocalizedString;
export const pricing_amount_problem: (inputs: Pricing_Amount_ProblemInputs) => LocalizedString;
export const pricing_change: (inputs: Pricing_ChangeInputs) => LocalizedString;
export const pricing_col_actions: (inputs: Pricing_Col_ActionsInputs) => LocalizedString;
export const pricing_csv_bad_margin: (inputs: Pricing_Csv_Bad_MarginInputs) => LocalizedString;
export const pricing_csv_column_twice: (inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString;
export const pricing_csv_empty: (inputs: Pricing_Csv_EmptyInputs) => LocalizedString;
export const pricing_csv_extra_fields: (inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString;
export const pricing_csv_more_problems: (inputs: Pricing_Csv_More_ProblemsInputs) => LocalizedString;
export const pricing_csv_name_empty: (inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString;
export const pricing_csv_name_repeated: (inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString;
export const pricing_csv_no_customer: (inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString;
export const pricing_csv_no_name_column: (inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString;
export const pricing_csv_quote_open: (inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString;
export const pricing_csv_too_long: (inputs: Pricing_Csv_Too_LongInputs) => LocalizedString;
export const pricing_csv_unknown_column: (inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString;
export const pricing_customer_add: (inputs: Pricing_Customer_AddInputs) => LocalizedString;
export const pricing_customer_contact: (inputs: Pricing_Customer_ContactInputs) => LocalizedString;
export const pricing_customer_contact_placeholder: (inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString;
export const pricing_customer_currency_note: (inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString;
export const pricing_customer_currency_note_hint: (inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString;
export const pricing_customer_currency_note_placeholder: (inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString;
export const pricing_customer_default_margin: (inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString;
export const pricing_customer_default_margin_hint: (inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString;
export const pricing_customer_default_margin_placeholder: (inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString;
export const pricing_customer_default_rule: (inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString;
export const pricing_customer_form_change: (inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString;
export const pricing_customer_form_new: (inputs: Pricing_Customer_Form_NewInputs) => LocalizedString;
export const pricing_customer_language: (inputs: Pricing_Customer_LanguageInputs) => LocalizedString;
export const pricing_customer_language_placeholder: (inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString;
export const pricing_customer_name: (inputs: Pricing_Customer_NameInputs) => LocalizedString;
export const pricing_customer_notes: (inputs: Pricing_Customer_NotesInputs) => LocalizedString;
export const pricing_customer_save: (inputs: Pricing_Customer_SaveInputs) => LocalizedString;
export const pricing_customer_save_failed: (inputs: Pricing_Customer_Save_FailedInputs) => LocalizedString;
export const pricing_customers_added: (inputs: Pricing_Customers_AddedInputs) => LocalizedString;
export const pricing_customers_col_currency_note: (inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString;
export const pricing_customers_col_customer: (inputs: Pricing_Customers_Col_CustomerInputs) => LocalizedString;
export const pricing_customers_col_default_margin: (inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString;
export const pricing_customers_col_language: (inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString;
export const pricing_customers_count: (inputs: Pricing_Customers_CountInputs) => LocalizedString;
export const pricing_customers_csv_hint: (inputs: Pricing_Customers_Csv_HintInputs) => LocalizedString;
export const pricing_customers_delete_body: (inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString;
export const pricing_customers_delete_confirm: (inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString;
export const pricing_customers_delete_failed: (inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString;
export const pricing_customers_delete_title: (inputs: Pricing_Customers_Delete_TitleInputs) => LocalizedString;
export const pricing_customers_description: (inputs: Pricing_Customers_DescriptionInputs) => LocalizedString;
export const pricing_customers_empty: (inputs: Pricing_Customers_EmptyInputs) => LocalizedString;
export const pricing_customers_import: (inputs: Pricing_Customers_ImportInputs) => LocalizedString;
export const pricing_customers_import_failed: (inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString;
export const pricing_customers_import_line: (inputs: Pricing_Customers_Import_LineInputs) => LocalizedString;
export const pricing_customers_imported: (inputs: Pricing_Customers_ImportedInputs) => LocalizedString;
export const pricing_customers_new: (inputs: Pricing_Customers_NewInputs) => LocalizedString;
export const pricing_customers_no_match: (inputs: Pricing_Customers_No_MatchInputs) => LocalizedString;
export const pricing_customers_read_failed: (inputs: Pricing_Customers_Read_FailedInputs) => LocalizedString;
export const pricing_customers_search: (inputs: Pricing_Customers_SearchInputs) => LocalizedString;
export const pricing_customers_search_placeholder: (inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString;
export const pricing_customers_title: (inputs: Pricing_Customers_TitleInputs) => LocalizedString;
export const pricing_customers_too_large: (inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString;
export const pricing_customers_updated: (inputs: Pricing_Customers_UpdatedInputs) => LocalizedString;
export const pricing_delete: (inputs: Pricing_DeleteInputs) => LocalizedString;
export const pricing_field_adds_nothing: (inputs: Pricing_Field_Adds_NothingInputs) => LocalizedString;
export const pricing_field_amount_below_zero: (inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString;
export const pricing_field_amount_too_high: (inputs: Pricing_Field_Amount_Too_HighInputs) => LocalizedString;
export const pricing_field_amount_whole: (inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString;
export const pricing_field_amounts_need_currency: (inputs: Pricing_Field_Amounts_Need_CurrencyInputs) => LocalizedString;
export const pricing_field_country: (inputs: Pricing_Field_CountryInputs) => LocalizedString;
export const pricing_field_csv_too_large: (inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString;
export const pricing_field_currency: (inputs: Pricing_Field_CurrencyInputs) => LocalizedString;
export const pricing_field_date: (inputs: Pricing_Field_DateInputs) => LocalizedString;
export const pricing_field_exchange_above_zero: (inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString;
export const pricing_field_exchange_two_currencies: (inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString;
export const pricing_field_margin_amount_below_zero: (inputs: Pricing_Field_Margin_Amount_Below_ZeroInputs) => LocalizedString;
export const pricing_field_margin_below_zero: (inputs: Pricing_Field_Margin_Below_ZeroInputs) => LocalizedString;
export const pricing_field_margin_too_high: (inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString;
export const pricing_field_name_required: (inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString;
export const pricing_field_no_decimals: (inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString;
export const pricing_field_not_text: (inputs: Pricing_Field_Not_TextInputs) => LocalizedString;
export const pricing_field_per_container_needs_fcl: (inputs: Pricing_Field_Per_Container_Needs_FclInputs) => LocalizedString;
export const pricing_field_percent_whole: (inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString;
export const pricing_field_port: (inputs: Pricing_Field_PortInputs) => LocalizedString;
export const pricing_field_rule_needs_name: (inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString;
export const pricing_field_safe_amount: (inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString;
export const pricing_field_the_carrier: (inputs: Pricing_Field_The_CarrierInputs) => LocalizedString;
export const pricing_field_the_contact: (inputs: Pricing_Field_The_ContactInputs) => LocalizedString;
export const pricing_field_the_currency_note: (inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString;
export const pricing_field_the_language: (inputs: Pricing_Field_The_LanguageInputs) => LocalizedString;
export const pricing_field_the_name: (inputs: Pricing_Field_The_NameInputs) => LocalizedString;
export const pricing_field_the_notes: (inputs: Pricing_Field_The_NotesInputs) => LocalizedString;
export const pricing_field_the_search: (inputs: Pricing_Field_The_SearchInputs) => LocalizedString;
export const pricing_field_too_long: (inputs: Pricing_Field_Too_LongInputs) => LocalizedString;
export const pricing_level_carrier: (inputs: Pricing_Level_CarrierInputs) => LocalizedString;
export const pricing_level_customer: (inputs: Pricing_Level_CustomerInputs) => LocalizedString;
export const pricing_level_desk: (inputs: Pricing_Level_DeskInputs) => LocalizedString;
export const pricing_level_lane_country: (inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString;
export const pricing_level_lane_port: (inputs: Pricing_Level_Lane_PortInputs) => LocalizedString;
export const pricing_level_mode: (inputs: Pricing_Level_ModeInputs) => LocalizedString;
export const pricing_main_chosen_customer_gone: (inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString;
export const pricing_main_customer_gone: (inputs: Pricing_Main_Customer_GoneInputs) => LocalizedString;
export const pricing_main_customer_has_rules: (inputs: Pricing_Main_Customer_Has_RulesInputs) => LocalizedString;
export const pricing_main_customer_taken: (inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString;
export const pricing_main_customer_taken_field: (inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString;
export const pricing_main_import_refused: (inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString;
export const pricing_main_pick_customer: (inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString;
export const pricing_main_quote_not_priced: (inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString;
export const pricing_main_quote_sell_unknown: (inputs: Pricing_Main_Quote_Sell_UnknownInputs) => LocalizedString;
export const pricing_main_quoted_name: (inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString;
export const pricing_main_rate_gone: (inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString;
export const pricing_main_rule_customer_gone: (inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString;
export const pricing_main_rule_gone: (inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString;
export const pricing_main_sell_changed: (inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString;
export const pricing_main_sell_not_kept: (inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString;
export const pricing_main_sell_unknown: (inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString;
export const pricing_pdf_by_charge: (inputs: Pricing_Pdf_By_ChargeInputs) => LocalizedString;
export const pricing_pdf_description: (inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString;
export const pricing_pdf_name_carrier: (inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString;
export const pricing_pdf_name_carrier_hint: (inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString;
export const pricing_pdf_one_line: (inputs: Pricing_Pdf_One_LineInputs) => LocalizedString;
export const pricing_pdf_price: (inputs: Pricing_Pdf_PriceInputs) => LocalizedString;
export const pricing_pdf_save: (inputs: Pricing_Pdf_SaveInputs) => LocalizedString;
export const pricing_pdf_save_failed: (inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString;
export const pricing_pdf_terms: (inputs: Pricing_Pdf_TermsInputs) => LocalizedString;
export const pricing_pdf_terms_hint: (inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString;
export const pricing_pdf_title: (inputs: Pricing_Pdf_TitleInputs) => LocalizedString;
export const pricing_percent: (inputs: Pricing_PercentInputs) => LocalizedString;
export const pricing_percentage_problem: (inputs: Pricing_Percentage_ProblemInputs) => LocalizedString;
export const pricing_report_all_customers: (inputs: Pricing_Report_All_CustomersInputs) => LocalizedString;
export const pricing_report_by_hand: (inputs: Pricing_Report_By_HandInputs) => LocalizedString;
export const pricing_report_cancelled: (inputs: Pricing_Report_CancelledInputs) => LocalizedString;
export const pricing_report_col_buy: (inputs: Pricing_Report_Col_BuyInputs) => LocalizedString;
export const pricing_report_col_carrier: (inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString;
export const pricing_report_col_customer: (inputs: Pricing_Report_Col_CustomerInputs) => LocalizedString;
export const pricing_report_col_from: (inputs: Pricing_Report_Col_FromInputs) => LocalizedString;
export const pricing_report_col_margin: (inputs: Pricing_Report_Col_MarginInputs) => LocalizedString;
export const pricing_report_col_mode: (inputs: Pricing_Report_Col_ModeInputs) => LocalizedString;
export const pricing_report_col_quote: (inputs: Pricing_Report_Col_QuoteInputs) => LocalizedString;
export const pricing_report_col_quotes: (inputs: Pricing_Report_Col_QuotesInputs) => LocalizedString;
export const pricing_report_col_rule: (inputs: Pricing_Report_Col_RuleInputs) => LocalizedString;
export const pricing_report_col_saved: (inputs: Pricing_Report_Col_SavedInputs) => LocalizedString;
export const pricing_report_col_sell: (inputs: Pricing_Report_Col_SellInputs) => LocalizedString;
export const pricing_report_col_to: (inputs: Pricing_Report_Col_ToInputs) => LocalizedString;
export const pricing_report_col_valid_until: (inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString;
export const pricing_report_customer: (inputs: Pricing_Report_CustomerInputs) => LocalizedString;
export const pricing_report_description: (inputs: Pricing_Report_DescriptionInputs) => LocalizedString;
export const pricing_report_each_quote: (inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString;
export const pricing_report_export_csv: (inputs: Pricing_Report_Export_CsvInputs) => LocalizedString;
export const pricing_report_export_xlsx: (inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString;
export const pricing_report_failed: (inputs: Pricing_Report_FailedInputs) => LocalizedString;
export const pricing_report_file_customers: (inputs: Pricing_Report_File_CustomersInputs) => LocalizedString;
export const pricing_report_file_quotes: (inputs: Pricing_Report_File_QuotesInputs) => LocalizedString;
export const pricing_report_from: (inputs: Pricing_Report_FromInputs) => LocalizedString;
export const pricing_report_lines: (inputs: Pricing_Report_LinesInputs) => LocalizedString;
export const pricing_report_no_currency: (inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString;
export const pricing_report_no_customer: (inputs: Pricing_Report_No_CustomerInputs) => LocalizedString;
export const pricing_report_no_rule: (inputs: Pricing_Report_No_RuleInputs) => LocalizedString;
export const pricing_report_per_customer: (inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString;
export const pricing_report_period_problem: (inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString;
export const pricing_report_rule_level: (inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString;
export const pricing_report_sheet_customers: (inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString;
export const pricing_report_sheet_quotes: (inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString;
export const pricing_report_title: (inputs: Pricing_Report_TitleInputs) => LocalizedString;
export const pricing_report_to: (inputs: Pricing_Report_ToInputs) => LocalizedString;
export const pricing_rule_add: (inputs: Pricing_Rule_AddInputs) => LocalizedString;
export const pricing_rule_any_carrier: (inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString;
export const pricing_rule_any_customer: (inputs: Pricing_Rule_Any_CustomerInputs) => LocalizedString;
export const pricing_rule_any_mode: (inputs: Pricing_Rule_Any_ModeInputs) => LocalizedString;
export const pricing_rule_carrier: (inputs: Pricing_Rule_CarrierInputs) => LocalizedString;
export const pricing_rule_carrier_hint: (inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString;
export const pricing_rule_counted: (inputs: Pricing_Rule_CountedInputs) => LocalizedString;
export const pricing_rule_currency: (inputs: Pricing_Rule_CurrencyInputs) => LocalizedString;
export const pricing_rule_currency_hint: (inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString;
export const pricing_rule_customer: (inputs: Pricing_Rule_CustomerInputs) => LocalizedString;
export const pricing_rule_destination_country: (inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString;
export const pricing_rule_destination_country_placeholder: (inputs: Pricing_Rule_Destination_Country_PlaceholderInputs) => LocalizedString;
export const pricing_rule_destination_port: (inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString;
export const pricing_rule_destination_port_placeholder: (inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString;
export const pricing_rule_fixed: (inputs: Pricing_Rule_FixedInputs) => LocalizedString;
export const pricing_rule_fixed_placeholder: (inputs: Pricing_Rule_Fixed_PlaceholderInputs) => LocalizedString;
export const pricing_rule_for: (inputs: Pricing_Rule_ForInputs) => LocalizedString;
export const pricing_rule_form_change: (inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString;
export const pricing_rule_form_new: (inputs: Pricing_Rule_Form_NewInputs) => LocalizedString;
export const pricing_rule_margin: (inputs: Pricing_Rule_MarginInputs) => LocalizedString;
export const pricing_rule_minimum: (inputs: Pricing_Rule_MinimumInputs) => LocalizedString;
export const pricing_rule_minimum_placeholder: (inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString;
export const pricing_rule_mode: (inputs: Pricing_Rule_ModeInputs) => LocalizedString;
export const pricing_rule_name: (inputs: Pricing_Rule_NameInputs) => LocalizedString;
export const pricing_rule_name_placeholder: (inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString;
export const pricing_rule_origin_country: (inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString;
export const pricing_rule_origin_country_placeholder: (inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString;
export const pricing_rule_origin_port: (inputs: Pricing_Rule_Origin_PortInputs) => LocalizedString;
export const pricing_rule_origin_port_placeholder: (inputs: Pricing_Rule_Origin_Port_PlaceholderInputs) => LocalizedString;
export const pricing_rule_per_container: (inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString;
export const pricing_rule_per_kg: (inputs: Pricing_Rule_Per_KgInputs) => LocalizedString;
export const pricing_rule_per_shipment: (inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString;
export const pricing_rule_percent: (inputs: Pricing_Rule_PercentInputs) => LocalizedString;
export const pricing_rule_percent_placeholder: (inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString;
export const pricing_rule_port_hint: (inputs: Pricing_Rule_Port_HintInputs) => LocalizedString;
export const pricing_rule_save: (inputs: Pricing_Rule_SaveInputs) => LocalizedString;
export const pricing_rule_save_failed: (inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString;
export const pricing_rules_col_for: (inputs: Pricing_Rules_Col_ForInputs) => LocalizedString;
export const pricing_rules_col_margin: (inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString;
export const pricing_rules_col_rule: (inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString;
export const pricing_rules_count: (inputs: Pricing_Rules_CountInputs) => LocalizedString;
export const pricing_rules_delete_body: (inputs: Pricing_Rules_Delete_BodyInputs) => LocalizedString;
export const pricing_rules_delete_confirm: (inputs: Pricing_Rules_Delete_ConfirmInputs) => LocalizedString;
export const pricing_rules_delete_failed: (inputs: Pricing_Rules_Delete_FailedInputs) => LocalizedString;
export const pricing_rules_delete_title: (inputs: Pricing_Rules_Delete_TitleInputs) => LocalizedString;
export const pricing_rules_description: (inputs: Pricing_Rules_DescriptionInputs) => LocalizedString;
export const pricing_rules_empty: (inputs: Pricing_Rules_EmptyInputs) => LocalizedString;
export const pricing_rules_level_note: (inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString;
export const pricing_rules_new: (inputs: Pricing_Rules_NewInputs) => LocalizedString;
export const pricing_rules_read_failed: (inputs: Pricing_Rules_Read_FailedInputs) => LocalizedString;
export const pricing_rules_title: (inputs: Pricing_Rules_TitleInputs) => LocalizedString;
export const pricing_scope_any: (inputs: Pricing_Scope_AnyInputs) => LocalizedString;
export const pricing_scope_deleted_customer: (inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString;
export const pricing_scope_every_rate: (inputs: Pricing_Scope_Every_RateInputs) => LocalizedString;
export const pricing_terms_at_least: (inputs: Pricing_Terms_At_LeastInputs) => LocalizedString;
export const pricing_terms_nothing: (inputs: Pricing_Terms_NothingInputs) => LocalizedString;
export const pricing_terms_per_container: (inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString;
export const pricing_terms_per_kg: (inputs: Pricing_Terms_Per_KgInputs) => LocalizedString;
export const pricing_terms_per_shipment: (inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString;
export const pricing_unknown_an_unknown_currency: (inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString;
export const pricing_unknown_currency_join: (inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString;
export const pricing_unknown_needs_exchange: (inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString;
export const pricing_unknown_no_amount_in: (inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString;
export const pricing_unknown_no_buy: (inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString;
export const pricing_unknown_no_containers: (inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString;
export const pricing_unknown_no_weight: (inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString;
export const pricing_unknown_rule_no_currency: (inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString;
export const pricing_unknown_that_currency: (inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString;
export const pricing_why_most_specific: (inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString;
export const pricing_why_no_rule: (inputs: Pricing_Why_No_RuleInputs) => LocalizedString;
export const pricing_why_older: (inputs: Pricing_Why_OlderInputs) => LocalizedString;
export const pricing_why_only: (inputs: Pricing_Why_OnlyInputs) => LocalizedString;
export const pricing_why_written: (inputs: Pricing_Why_WrittenInputs) => LocalizedString;
export const profile_form_add_description: (inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString;
export const profile_form_add_title: (inputs: Profile_Form_Add_TitleInputs) => LocalizedString;
export const profile_form_api_key: (inputs: Profile_Form_Api_KeyInputs) => LocalizedString;
export const profile_form_api_secret: (inputs: Profile_Form_Api_SecretInputs) => LocalizedString;
export const profile_form_base_url: (inputs: Profile_Form_Base_UrlInputs) => LocalizedString;
export const profile_form_base_url_hint: (inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString;
export const profile_form_base_url_placeholder: (inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString;
export const profile_form_edit_description: (inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString;
export const profile_form_edit_title: (inputs: Profile_Form_Edit_TitleInputs) => LocalizedString;
export const profile_form_keep_key: (inputs: Profile_Form_Keep_KeyInputs) => LocalizedString;
export const profile_form_keep_secret: (inputs: Profile_Form_Keep_SecretInputs) => LocalizedString;
export const profile_form_name: (inputs: Profile_Form_NameInputs) => LocalizedString;
export const profile_form_name_hint: (inputs: Profile_Form_Name_HintInputs) => LocalizedString;
export const profile_form_new_server_body: (inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString;
export const profile_form_new_server_title: (inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString;
export const profile_form_not_saved: (inputs: Profile_Form_Not_SavedInputs) => LocalizedString;
export const profile_form_required_new_server: (inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString;
export const profile_form_save: (inputs: Profile_Form_SaveInputs) => LocalizedString;
export const profile_form_saved: (inputs: Profile_Form_SavedInputs) => LocalizedString;
export const profile_form_secret_hint: (inputs: Profile_Form_Secret_HintInputs) => LocalizedString;
export const profiles_active: (inputs: Profiles_ActiveInputs) => LocalizedString;
export const profiles_base_url_said: (inputs: Profiles_Base_Url_SaidInputs) => LocalizedString;
export const profiles_caption: (inputs: Profiles_CaptionInputs) => LocalizedString;
export const profiles_col_actions: (inputs: Profiles_Col_ActionsInputs) => LocalizedString;
export const profiles_col_credentials: (inputs: Profiles_Col_CredentialsInputs) => LocalizedString;
export const profiles_col_profile: (inputs: Profiles_Col_ProfileInputs) => LocalizedString;
export const profiles_demo_credentials: (inputs: Profiles_Demo_CredentialsInputs) => LocalizedString;
export const profiles_description: (inputs: Profiles_DescriptionInputs) => LocalizedString;
export const profiles_editing: (inputs: Profiles_EditingInputs) => LocalizedString;
export const profiles_loading: (inputs: Profiles_LoadingInputs) => LocalizedString;
export const profiles_not_stored: (inputs: Profiles_Not_StoredInputs) => LocalizedString;
export const profiles_read_failed: (inputs: Profiles_Read_FailedInputs) => LocalizedString;
export const profiles_remove_body: (inputs: Profiles_Remove_BodyInputs) => LocalizedString;
export const profiles_remove_body_active: (inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString;
export const profiles_remove_confirm: (inputs: Profiles_Remove_ConfirmInputs) => LocalizedString;
export const profiles_remove_failed: (inputs: Profiles_Remove_FailedInputs) => LocalizedString;
export const profiles_remove_title: (inputs: Profiles_Remove_TitleInputs) => LocalizedString;
export const profiles_stored_keychain: (inputs: Profiles_Stored_KeychainInputs) => LocalizedString;
export const profiles_switch_failed: (inputs: Profiles_Switch_FailedInputs) => LocalizedString;
export const profiles_title: (inputs: Profiles_TitleInputs) => LocalizedString;
export const profiles_use: (inputs: Profiles_UseInputs) => LocalizedString;
export const progress_in_progress: (inputs: Progress_In_ProgressInputs) => LocalizedString;
export const quote_pdf: (inputs: Quote_PdfInputs) => LocalizedString;
export const quotes_as_quoted: (inputs: Quotes_As_QuotedInputs) => LocalizedString;
export const quotes_book: (inputs: Quotes_BookInputs) => LocalizedString;
export const quotes_buy: (inputs: Quotes_BuyInputs) => LocalizedString;
export const quotes_col_actions: (inputs: Quotes_Col_ActionsInputs) => LocalizedString;
export const quotes_col_carrier: (inputs: Quotes_Col_CarrierInputs) => LocalizedString;
export const quotes_col_delivery: (inputs: Quotes_Col_DeliveryInputs) => LocalizedString;
export const quotes_col_price: (inputs: Quotes_Col_PriceInputs) => LocalizedString;
export const quotes_col_transit: (inputs: Quotes_Col_TransitInputs) => LocalizedString;
export const quotes_col_valid: (inputs: Quotes_Col_ValidInputs) => LocalizedString;
export const quotes_count: (inputs: Quotes_CountInputs) => LocalizedString;
export const quotes_delete: (inputs: Quotes_DeleteInputs) => LocalizedString;
export const quotes_delete_body: (inputs: Quotes_Delete_BodyInputs) => LocalizedString;
export const quotes_delete_confirm: (inputs: Quotes_Delete_ConfirmInputs) => LocalizedString;
export const quotes_delete_failed: (inputs: Quotes_Delete_FailedInputs) => LocalizedString;
export const quotes_delete_title: (inputs: Quotes_Delete_TitleInputs) => LocalizedString;
export const quotes_delete_unknown_body: (inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString;
export const quotes_delete_unknown_what: (inputs: Quotes_Delete_Unknown_WhatInputs) => LocalizedString;
export const quotes_deleted: (inputs: Quotes_DeletedInputs) => LocalizedString;
export const quotes_description: (inputs: Quotes_DescriptionInputs) => LocalizedString;
export const quotes_description_col: (inputs: Quotes_Description_ColInputs) => LocalizedString;
export const quotes_for_customer: (inputs: Quotes_For_CustomerInputs) => LocalizedString;
export const quotes_go_rating: (inputs: Quotes_Go_RatingInputs) => LocalizedString;
export const quotes_hide_surcharges: (inputs: Quotes_Hide_SurchargesInputs) => LocalizedString;
export const quotes_load_failed: (inputs: Quotes_Load_FailedInputs) => LocalizedString;
export const quotes_loading: (inputs: Quotes_LoadingInputs) => LocalizedString;
export const quotes_needs_service: (inputs: Quotes_Needs_ServiceInputs) => LocalizedString;
export const quotes_no_customer: (inputs: Quotes_No_CustomerInputs) => LocalizedString;
export const quotes_no_rule: (inputs: Quotes_No_RuleInputs) => LocalizedString;
export const quotes_none_body: (inputs: Quotes_None_BodyInputs) => LocalizedString;
export const quotes_none_title: (inputs: Quotes_None_TitleInputs) => LocalizedString;
export const quotes_not_bookable_expired: (inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString;
export const quotes_not_bookable_mode: (inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString;
export const quotes_not_bookable_no_type: (inputs: Quotes_Not_Bookable_No_TypeInputs) => LocalizedString;
export const quotes_not_confirmed: (inputs: Quotes_Not_ConfirmedInputs) => LocalizedString;
export const quotes_not_priced: (inputs: Quotes_Not_PricedInputs) => LocalizedString;
export const quotes_not_sold_here: (inputs: Quotes_Not_Sold_HereInputs) => LocalizedString;
export const quotes_pdf_cancelled: (inputs: Quotes_Pdf_CancelledInputs) => LocalizedString;
export const quotes_pdf_failed: (inputs: Quotes_Pdf_FailedInputs) => LocalizedString;
export const quotes_pdf_language: (inputs: Quotes_Pdf_LanguageInputs) => LocalizedString;
export const quotes_pdf_language_customer: (inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString;
export const quotes_pdf_language_desk: (inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString;
export const quotes_pdf_language_each: (inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString;
export const quotes_pickup_on: (inputs: Quotes_Pickup_OnInputs) => LocalizedString;
export const quotes_plus_margin: (inputs: Quotes_Plus_MarginInputs) => LocalizedString;
export const quotes_reload: (inputs: Quotes_ReloadInputs) => LocalizedString;
export const quotes_reload_saved: (inputs: Quotes_Reload_SavedInputs) => LocalizedString;
export const quotes_set_by_hand: (inputs: Quotes_Set_By_HandInputs) => LocalizedString;
export const quotes_show_surcharges: (inputs: Quotes_Show_SurchargesInputs) => LocalizedString;
export const quotes_surcharge: (inputs: Quotes_SurchargeInputs) => LocalizedString;
export const quotes_surcharges_of: (inputs: Quotes_Surcharges_OfInputs) => LocalizedString;
export const quotes_tax: (inputs: Quotes_TaxInputs) => LocalizedString;
export const quotes_the_carrier: (inputs: Quotes_The_CarrierInputs) => LocalizedString;
export const quotes_title: (inputs: Quotes_TitleInputs) => LocalizedString;
export const quotes_type_unknown: (inputs: Quotes_Type_UnknownInputs) => LocalizedString;
export const quotes_unknown_carrier: (inputs: Quotes_Unknown_CarrierInputs) => LocalizedString;
export const quotes_unknown_carrier_lower: (inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString;
export const rating_address_by_hand: (inputs: Rating_Address_By_HandInputs) => LocalizedString;
export const rating_address_hint: (inputs: Rating_Address_HintInputs) => LocalizedString;
export const rating_address_noun: (inputs: Rating_Address_NounInputs) => LocalizedString;
export const rating_address_placeholder: (inputs: Rating_Address_PlaceholderInputs) => LocalizedString;
export const rating_address_postal_code: (inputs: Rating_Address_Postal_CodeInputs) => LocalizedString;
export const rating_address_region: (inputs: Rating_Address_RegionInputs) => LocalizedString;
export const rating_address_search: (inputs: Rating_Address_SearchInputs) => LocalizedString;
export const rating_air_aircraft: (inputs: Rating_Air_AircraftInputs) => LocalizedString;
export const rating_air_arrives: (inputs: Rating_Air_ArrivesInputs) => LocalizedString;
export const rating_air_chargeable_weight: (inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString;
export const rating_air_departs: (inputs: Rating_Air_DepartsInputs) => LocalizedString;
export const rating_air_flight: (inputs: Rating_Air_FlightInputs) => LocalizedString;
export const rating_air_flights: (inputs: Rating_Air_FlightsInputs) => LocalizedString;
export const rating_air_freight: (inputs: Rating_Air_FreightInputs) => LocalizedString;
export const rating_air_no_flights: (inputs: Rating_Air_No_FlightsInputs) => LocalizedString;
export const rating_all_in_price_and_surcharges: (inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString;
export const rating_all_in_surcharges: (inputs: Rating_All_In_SurchargesInputs) => LocalizedString;
export const rating_announce_not_saved: (inputs: Rating_Announce_Not_SavedInputs) => LocalizedString;
export const rating_announce_saved: (inputs: Rating_Announce_SavedInputs) => LocalizedString;
export const rating_announce_saved_as: (inputs: Rating_Announce_Saved_AsInputs) => LocalizedString;
export const rating_announce_unknown: (inputs: Rating_Announce_UnknownInputs) => LocalizedString;
export const rating_book: (inputs: Rating_BookInputs) => LocalizedString;
export const rating_book_title: (inputs: Rating_Book_TitleInputs) => LocalizedString;
export const rating_book_unknown_title: (inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString;
export const rating_carriers_count: (inputs: Rating_Carriers_CountInputs) => LocalizedString;
export const rating_cheapest: (inputs: Rating_CheapestInputs) => LocalizedString;
export const rating_check_quotes: (inputs: Rating_Check_QuotesInputs) => LocalizedString;
export const rating_city: (inputs: Rating_CityInputs) => LocalizedString;
export const rating_col_actions: (inputs: Rating_Col_ActionsInputs) => LocalizedString;
export const rating_col_buy: (inputs: Rating_Col_BuyInputs) => LocalizedString;
export const rating_col_carrier: (inputs: Rating_Col_CarrierInputs) => LocalizedString;
export const rating_col_delivery: (inputs: Rating_Col_DeliveryInputs) => LocalizedString;
export const rating_col_sell: (inputs: Rating_Col_SellInputs) => LocalizedString;
export const rating_col_transit: (inputs: Rating_Col_TransitInputs) => LocalizedString;
export const rating_col_valid: (inputs: Rating_Col_ValidInputs) => LocalizedString;
export const rating_container: (inputs: Rating_ContainerInputs) => LocalizedString;
export const rating_country: (inputs: Rating_CountryInputs) => LocalizedString;
export const rating_country_group_by_hand: (inputs: Rating_Country_Group_By_HandInputs) => LocalizedString;
export const rating_country_group_listed: (inputs: Rating_Country_Group_ListedInputs) => LocalizedString;
export const rating_csv_buy: (inputs: Rating_Csv_BuyInputs) => LocalizedString;
export const rating_csv_buy_from: (inputs: Rating_Csv_Buy_FromInputs) => LocalizedString;
export const rating_csv_carrier: (inputs: Rating_Csv_CarrierInputs) => LocalizedString;
export const rating_csv_delivery: (inputs: Rating_Csv_DeliveryInputs) => LocalizedString;
export const rating_csv_from_none: (inputs: Rating_Csv_From_NoneInputs) => LocalizedString;
export const rating_csv_from_price: (inputs: Rating_Csv_From_PriceInputs) => LocalizedString;
export const rating_csv_from_price_and_surcharges: (inputs: Rating_Csv_From_Price_And_SurchargesInputs) => LocalizedString;
export const rating_csv_from_surcharges: (inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString;
export const rating_csv_margin: (inputs: Rating_Csv_MarginInputs) => LocalizedString;
export const rating_csv_margin_rule: (inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString;
export const rating_csv_pickup: (inputs: Rating_Csv_PickupInputs) => LocalizedString;
export const rating_csv_prebooking: (inputs: Rating_Csv_PrebookingInputs) => LocalizedString;
export const rating_csv_rate_id: (inputs: Rating_Csv_Rate_IdInputs) => LocalizedString;
export const rating_csv_rule_by_hand: (inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString;
export const rating_csv_rule_none: (inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString;
export const rating_csv_rule_unknown: (inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString;
export const rating_csv_sell: (inputs: Rating_Csv_SellInputs) => LocalizedString;
export const rating_csv_service: (inputs: Rating_Csv_ServiceInputs) => LocalizedString;
export const rating_csv_transit_days: (inputs: Rating_Csv_Transit_DaysInputs) => LocalizedString;
export const rating_csv_unknown_currency: (inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString;
export const rating_csv_valid_until: (inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString;
export const rating_day_unit: (inputs: Rating_Day_UnitInputs) => LocalizedString;
export const rating_days_unit: (inputs: Rating_Days_UnitInputs) => LocalizedString;
export const rating_delivery_address: (inputs: Rating_Delivery_AddressInputs) => LocalizedString;
export const rating_details: (inputs: Rating_DetailsInputs) => LocalizedString;
export const rating_details_failed: (inputs: Rating_Details_FailedInputs) => LocalizedString;
export const rating_details_loading: (inputs: Rating_Details_LoadingInputs) => LocalizedString;
export const rating_end_airport: (inputs: Rating_End_AirportInputs) => LocalizedString;
export const rating_end_airport_noun: (inputs: Rating_End_Airport_NounInputs) => LocalizedString;
export const rating_end_airport_placeholder: (inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString;
export const rating_end_airports_first: (inputs: Rating_End_Airports_FirstInputs) => LocalizedString;
export const rating_end_arrival: (inputs: Rating_End_ArrivalInputs) => LocalizedString;
export const rating_end_delivery_store_door: (inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString;
export const rating_end_departure: (inputs: Rating_End_DepartureInputs) => LocalizedString;
export const rating_end_destination: (inputs: Rating_End_DestinationInputs) => LocalizedString;
export const rating_end_origin: (inputs: Rating_End_OriginInputs) => LocalizedString;
export const rating_end_pickup_store_door: (inputs: Rating_End_Pickup_Store_DoorInputs) => LocalizedString;
export const rating_end_port: (inputs: Rating_End_PortInputs) => LocalizedString;
export const rating_end_port_discharge: (inputs: Rating_End_Port_DischargeInputs) => LocalizedString;
export const rating_end_port_loading: (inputs: Rating_End_Port_LoadingInputs) => LocalizedString;
export const rating_end_port_noun: (inputs: Rating_End_Port_NounInputs) => LocalizedString;
export const rating_end_port_placeholder: (inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString;
export const rating_end_rkst: (inputs: Rating_End_RkstInputs) => LocalizedString;
export const rating_end_service: (inputs: Rating_End_ServiceInputs) => LocalizedString;
export const rating_end_service_cy: (inputs: Rating_End_Service_CyInputs) => LocalizedString;
export const rating_end_service_hint_destination: (inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString;
export const rating_end_service_hint_origin: (inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString;
export const rating_end_service_sd: (inputs: Rating_End_Service_SdInputs) => LocalizedString;
export const rating_end_unlocode: (inputs: Rating_End_UnlocodeInputs) => LocalizedString;
export const rating_expired_title: (inputs: Rating_Expired_TitleInputs) => LocalizedString;
export const rating_export_cancelled: (inputs: Rating_Export_CancelledInputs) => LocalizedString;
export const rating_export_csv: (inputs: Rating_Export_CsvInputs) => LocalizedString;
export const rating_export_failed: (inputs: Rating_Export_FailedInputs) => LocalizedString;
export const rating_fastest: (inputs: Rating_FastestInputs) => LocalizedString;
export const rating_filter_all_carriers: (inputs: Rating_Filter_All_CarriersInputs) => LocalizedString;
export const rating_filter_all_shown: (inputs: Rating_Filter_All_ShownInputs) => LocalizedString;
export const rating_filter_amount_invalid: (inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString;
export const rating_filter_any: (inputs: Rating_Filter_AnyInputs) => LocalizedString;
export const rating_filter_basis: (inputs: Rating_Filter_BasisInputs) => LocalizedString;
export const rating_filter_buy: (inputs: Rating_Filter_BuyInputs) => LocalizedString;
export const rating_filter_carrier: (inputs: Rating_Filter_CarrierInputs) => LocalizedString;
export const rating_filter_clear: (inputs: Rating_Filter_ClearInputs) => LocalizedString;
export const rating_filter_currencies_note: (inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString;
export const rating_filter_days_invalid: (inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString;
export const rating_filter_hidden: (inputs: Rating_Filter_HiddenInputs) => LocalizedString;
export const rating_filter_hidden_rest: (inputs: Rating_Filter_Hidden_RestInputs) => LocalizedString;
export const rating_filter_max_buy: (inputs: Rating_Filter_Max_BuyInputs) => LocalizedString;
export const rating_filter_max_sell: (inputs: Rating_Filter_Max_SellInputs) => LocalizedString;
export const rating_filter_max_transit: (inputs: Rating_Filter_Max_TransitInputs) => LocalizedString;
export const rating_filter_min_above_max: (inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString;
export const rating_filter_min_buy: (inputs: Rating_Filter_Min_BuyInputs) => LocalizedString;
export const rating_filter_min_sell: (inputs: Rating_Filter_Min_SellInputs) => LocalizedString;
export const rating_filter_sell: (inputs: Rating_Filter_SellInputs) => LocalizedString;
export const rating_form_address_required: (inputs: Rating_Form_Address_RequiredInputs) => LocalizedString;
export const rating_form_arrival_airport: (inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString;
export const rating_form_clear: (inputs: Rating_Form_ClearInputs) => LocalizedString;
export const rating_form_currency: (inputs: Rating_Form_CurrencyInputs) => LocalizedString;
export const rating_form_currency_hint: (inputs: Rating_Form_Currency_HintInputs) => LocalizedString;
export const rating_form_customs: (inputs: Rating_Form_CustomsInputs) => LocalizedString;
export const rating_form_customs_hint: (inputs: Rating_Form_Customs_HintInputs) => LocalizedString;
export const rating_form_dangerous: (inputs: Rating_Form_DangerousInputs) => LocalizedString;
export const rating_form_dangerous_hint: (inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString;
export const rating_form_departure_airport: (inputs: Rating_Form_Departure_AirportInputs) => LocalizedString;
export const rating_form_description_address: (inputs: Rating_Form_Description_AddressInputs) => LocalizedString;
export const rating_form_description_airport: (inputs: Rating_Form_Description_AirportInputs) => LocalizedString;
export const rating_form_description_port: (inputs: Rating_Form_Description_PortInputs) => LocalizedString;
export const rating_form_get_rates: (inputs: Rating_Form_Get_RatesInputs) => LocalizedString;
export const rating_form_goods_description: (inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString;
export const rating_form_goods_description_optional: (inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString;
export const rating_form_goods_placeholder: (inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString;
export const rating_form_goods_required: (inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString;
export const rating_form_goods_value: (inputs: Rating_Form_Goods_ValueInputs) => LocalizedString;
export const rating_form_goods_value_hint: (inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString;
export const rating_form_goods_value_invalid: (inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString;
export const rating_form_goods_value_negative: (inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString;
export const rating_form_goods_value_optional: (inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString;
export const rating_form_goods_value_required: (inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString;
export const rating_form_insurance: (inputs: Rating_Form_InsuranceInputs) => LocalizedString;
export const rating_form_insurance_hint: (inputs: Rating_Form_Insurance_HintInputs) => LocalizedString;
export const rating_form_label: (inputs: Rating_Form_LabelInputs) => LocalizedString;
export const rating_form_needs_service: (inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString;
export const rating_form_no_customer: (inputs: Rating_Form_No_CustomerInputs) => LocalizedString;
export const rating_form_pickup_date: (inputs: Rating_Form_Pickup_DateInputs) => LocalizedString;
export const rating_form_pickup_date_invalid: (inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString;
export const rating_form_pickup_date_past: (inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString;
export const rating_form_pickup_date_required: (inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString;
export const rating_form_pickup_goods: (inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString;
export const rating_form_port_required: (inputs: Rating_Form_Port_RequiredInputs) => LocalizedString;
export const rating_form_problems: (inputs: Rating_Form_ProblemsInputs) => LocalizedString;
export const rating_form_quote_for: (inputs: Rating_Form_Quote_ForInputs) => LocalizedString;
export const rating_form_quote_for_hint: (inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString;
export const rating_form_required: (inputs: Rating_Form_RequiredInputs) => LocalizedString;
export const rating_form_title: (inputs: Rating_Form_TitleInputs) => LocalizedString;
export const rating_from: (inputs: Rating_FromInputs) => LocalizedString;
export const rating_hide_details: (inputs: Rating_Hide_DetailsInputs) => LocalizedString;
export const rating_hint_air: (inputs: Rating_Hint_AirInputs) => LocalizedString;
export const rating_hint_road: (inputs: Rating_Hint_RoadInputs) => LocalizedString;
export const rating_hint_sea: (inputs: Rating_Hint_SeaInputs) => LocalizedString;
export const rating_line_cargo_weight: (inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString;
export const rating_line_container_type: (inputs: Rating_Line_Container_TypeInputs) => LocalizedString;
export const rating_line_height: (inputs: Rating_Line_HeightInputs) => LocalizedString;
export const rating_line_imo: (inputs: Rating_Line_ImoInputs) => LocalizedString;
export const rating_line_length: (inputs: Rating_Line_LengthInputs) => LocalizedString;
export const rating_line_name: (inputs: Rating_Line_NameInputs) => LocalizedString;
export const rating_line_noun_box: (inputs: Rating_Line_Noun_BoxInputs) => LocalizedString;
export const rating_line_noun_cargo: (inputs: Rating_Line_Noun_CargoInputs) => LocalizedString;
export const rating_line_noun_container: (inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString;
export const rating_line_noun_pallet: (inputs: Rating_Line_Noun_PalletInputs) => LocalizedString;
export const rating_line_noun_piece: (inputs: Rating_Line_Noun_PieceInputs) => LocalizedString;
export const rating_line_optional: (inputs: Rating_Line_OptionalInputs) => LocalizedString;
export const rating_line_pallet_type: (inputs: Rating_Line_Pallet_TypeInputs) => LocalizedString;
export const rating_line_quantity: (inputs: Rating_Line_QuantityInputs) => LocalizedString;
export const rating_line_reefer: (inputs: Rating_Line_ReeferInputs) => LocalizedString;
export const rating_line_shipper_owned: (inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString;
export const rating_line_stackable: (inputs: Rating_Line_StackableInputs) => LocalizedString;
export const rating_line_volume: (inputs: Rating_Line_VolumeInputs) => LocalizedString;
export const rating_line_weight: (inputs: Rating_Line_WeightInputs) => LocalizedString;
export const rating_line_width: (inputs: Rating_Line_WidthInputs) => LocalizedString;
export const rating_lines_add: (inputs: Rating_Lines_AddInputs) => LocalizedString;
export const rating_lines_boxes: (inputs: Rating_Lines_BoxesInputs) => LocalizedString;
export const rating_lines_cargo: (inputs: Rating_Lines_CargoInputs) => LocalizedString;
export const rating_lines_choose: (inputs: Rating_Lines_ChooseInputs) => LocalizedString;
export const rating_lines_container_types: (inputs: Rating_Lines_Container_TypesInputs) => LocalizedString;
export const rating_lines_container_types_failed: (inputs: Rating_Lines_Container_Types_FailedInputs) => LocalizedString;
export const rating_lines_containers: (inputs: Rating_Lines_ContainersInputs) => LocalizedString;
export const rating_lines_lcl_hint: (inputs: Rating_Lines_Lcl_HintInputs) => LocalizedString;
export const rating_lines_no: (inputs: Rating_Lines_NoInputs) => LocalizedString;
export const rating_lines_pallet_types: (inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString;
export const rating_lines_pallet_types_failed: (inputs: Rating_Lines_Pallet_Types_FailedInputs) => LocalizedString;
export const rating_lines_pallets: (inputs: Rating_Lines_PalletsInputs) => LocalizedString;
export const rating_lines_pieces: (inputs: Rating_Lines_PiecesInputs) => LocalizedString;
export const rating_lines_pieces_hint: (inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString;
export const rating_lines_reefer_hint: (inputs: Rating_Lines_Reefer_HintInputs) => LocalizedString;
export const rating_lines_remove: (inputs: Rating_Lines_RemoveInputs) => LocalizedString;
export const rating_lines_saved_list: (inputs: Rating_Lines_Saved_ListInputs) => LocalizedString;
export const rating_lines_set_by_type: (inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString;
export const rating_lines_yes: (inputs: Rating_Lines_YesInputs) => LocalizedString;
export const rating_margin_amount: (inputs: Rating_Margin_AmountInputs) => LocalizedString;
export const rating_margin_amount_invalid: (inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString;
export const rating_margin_apply: (inputs: Rating_Margin_ApplyInputs) => LocalizedString;
export const rating_margin_back_to_rule: (inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString;
export const rating_margin_by_hand: (inputs: Rating_Margin_By_HandInputs) => LocalizedString;
export const rating_margin_in: (inputs: Rating_Margin_InInputs) => LocalizedString;
export const rating_margin_no_decimals: (inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString;
export const rating_margin_note_by_hand: (inputs: Rating_Margin_Note_By_HandInputs) => LocalizedString;
export const rating_margin_note_minimum: (inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString;
export const rating_margin_note_no_rule: (inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString;
export const rating_margin_part_by_hand: (inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString;
export const rating_margin_part_exchange: (inputs: Rating_Margin_Part_ExchangeInputs) => LocalizedString;
export const rating_margin_part_minimum: (inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString;
export const rating_margin_part_per_container: (inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString;
export const rating_margin_part_per_kg: (inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString;
export const rating_margin_part_per_shipment: (inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString;
export const rating_margin_part_per_shipment_is: (inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString;
export const rating_margin_part_percent: (inputs: Rating_Margin_Part_PercentInputs) => LocalizedString;
export const rating_margin_percent_invalid: (inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString;
export const rating_margin_percent_of_buy: (inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString;
export const rating_margin_placeholder_amount: (inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString;
export const rating_margin_placeholder_percent: (inputs: Rating_Margin_Placeholder_PercentInputs) => LocalizedString;
export const rating_margin_rules_loading: (inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString;
export const rating_margin_rules_still_loading: (inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString;
export const rating_margin_saved_as: (inputs: Rating_Margin_Saved_AsInputs) => LocalizedString;
export const rating_margin_set_by_hand_instead: (inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString;
export const rating_margin_title: (inputs: Rating_Margin_TitleInputs) => LocalizedString;
export const rating_margin_unknown: (inputs: Rating_Margin_UnknownInputs) => LocalizedString;
export const rating_margin_unknown_why: (inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString;
export const rating_mode_air: (inputs: Rating_Mode_AirInputs) => LocalizedString;
export const rating_mode_boxes: (inputs: Rating_Mode_BoxesInputs) => LocalizedString;
export const rating_mode_pallets: (inputs: Rating_Mode_PalletsInputs) => LocalizedString;
export const rating_mode_sea_fcl: (inputs: Rating_Mode_Sea_FclInputs) => LocalizedString;
export const rating_mode_sea_lcl: (inputs: Rating_Mode_Sea_LclInputs) => LocalizedString;
export const rating_no_further_details: (inputs: Rating_No_Further_DetailsInputs) => LocalizedString;
export const rating_no_rate_passes: (inputs: Rating_No_Rate_PassesInputs) => LocalizedString;
export const rating_not_bookable_note: (inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString;
export const rating_not_saved: (inputs: Rating_Not_SavedInputs) => LocalizedString;
export const rating_open_quotes: (inputs: Rating_Open_QuotesInputs) => LocalizedString;
export const rating_pallet_american: (inputs: Rating_Pallet_AmericanInputs) => LocalizedString;
export const rating_pallet_as_custom: (inputs: Rating_Pallet_As_CustomInputs) => LocalizedString;
export const rating_pallet_custom: (inputs: Rating_Pallet_CustomInputs) => LocalizedString;
export const rating_pallet_euro: (inputs: Rating_Pallet_EuroInputs) => LocalizedString;
export const rating_pallet_euro2: (inputs: Rating_Pallet_Euro2Inputs) => LocalizedString;
export const rating_pallet_hint: (inputs: Rating_Pallet_HintInputs) => LocalizedString;
export const rating_pallet_uk: (inputs: Rating_Pallet_UkInputs) => LocalizedString;
export const rating_pickup_address: (inputs: Rating_Pickup_AddressInputs) => LocalizedString;
export const rating_pickup_on: (inputs: Rating_Pickup_OnInputs) => LocalizedString;
export const rating_prebooking: (inputs: Rating_PrebookingInputs) => LocalizedString;
export const rating_price: (inputs: Rating_PriceInputs) => LocalizedString;
export const rating_rates_asking_again: (inputs: Rating_Rates_Asking_AgainInputs) => LocalizedString;
export const rating_rates_count: (inputs: Rating_Rates_CountInputs) => LocalizedString;
export const rating_rates_failed: (inputs: Rating_Rates_FailedInputs) => LocalizedString;
export const rating_rates_none_body: (inputs: Rating_Rates_None_BodyInputs) => LocalizedString;
export const rating_rates_none_received: (inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString;
export const rating_rates_none_title: (inputs: Rating_Rates_None_TitleInputs) => LocalizedString;
export const rating_rates_previous: (inputs: Rating_Rates_PreviousInputs) => LocalizedString;
export const rating_rates_received: (inputs: Rating_Rates_ReceivedInputs) => LocalizedString;
export const rating_rates_summary: (inputs: Rating_Rates_SummaryInputs) => LocalizedString;
export const rating_rates_title: (inputs: Rating_Rates_TitleInputs) => LocalizedString;
export const rating_sale_edit_rules: (inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString;
export const rating_sale_exchange: (inputs: Rating_Sale_ExchangeInputs) => LocalizedString;
export const rating_sale_exchange_hint: (inputs: Rating_Sale_Exchange_HintInputs) => LocalizedString;
export const rating_sale_exchange_invalid: (inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString;
export const rating_sale_exchange_label: (inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString;
export const rating_sale_exchange_placeholder: (inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString;
export const rating_sale_for_customer: (inputs: Rating_Sale_For_CustomerInputs) => LocalizedString;
export const rating_sale_for_desk: (inputs: Rating_Sale_For_DeskInputs) => LocalizedString;
export const rating_sale_no_customer: (inputs: Rating_Sale_No_CustomerInputs) => LocalizedString;
export const rating_sale_rules: (inputs: Rating_Sale_RulesInputs) => LocalizedString;
export const rating_save_failed: (inputs: Rating_Save_FailedInputs) => LocalizedString;
export const rating_save_needs_service: (inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString;
export const rating_save_no_reason: (inputs: Rating_Save_No_ReasonInputs) => LocalizedString;
export const rating_save_quote: (inputs: Rating_Save_QuoteInputs) => LocalizedString;
export const rating_save_unknown_badge: (inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString;
export const rating_save_unknown_body: (inputs: Rating_Save_Unknown_BodyInputs) => LocalizedString;
export const rating_save_unknown_body_amount: (inputs: Rating_Save_Unknown_Body_AmountInputs) => LocalizedString;
export const rating_save_unknown_what: (inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString;
export const rating_saved: (inputs: Rating_SavedInputs) => LocalizedString;
export const rating_saved_as_quote: (inputs: Rating_Saved_As_QuoteInputs) => LocalizedString;
export const rating_saved_as_quote_message: (inputs: Rating_Saved_As_Quote_MessageInputs) => LocalizedString;
export const rating_saved_as_quote_number: (inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString;
export const rating_saved_as_quote_number_message: (inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString;
export const rating_screen_mode: (inputs: Rating_Screen_ModeInputs) => LocalizedString;
export const rating_sea_by: (inputs: Rating_Sea_ByInputs) => LocalizedString;
export const rating_sea_charge: (inputs: Rating_Sea_ChargeInputs) => LocalizedString;
export const rating_sea_deadline: (inputs: Rating_Sea_DeadlineInputs) => LocalizedString;
export const rating_sea_deadlines: (inputs: Rating_Sea_DeadlinesInputs) => LocalizedString;
export const rating_sea_free_days: (inputs: Rating_Sea_Free_DaysInputs) => LocalizedString;
export const rating_sea_free_time: (inputs: Rating_Sea_Free_TimeInputs) => LocalizedString;
export const rating_sea_free_time_conditions: (inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString;
export const rating_sea_kind: (inputs: Rating_Sea_KindInputs) => LocalizedString;
export const rating_sea_leg: (inputs: Rating_Sea_LegInputs) => LocalizedString;
export const rating_sea_no_deadlines: (inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString;
export const rating_sea_no_free_time: (inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString;
export const rating_sea_no_legs: (inputs: Rating_Sea_No_LegsInputs) => LocalizedString;
export const rating_sea_no_legs_prebooking: (inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString;
export const rating_sea_no_penalties: (inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString;
export const rating_sea_penalties: (inputs: Rating_Sea_PenaltiesInputs) => LocalizedString;
export const rating_sea_prebooking: (inputs: Rating_Sea_PrebookingInputs) => LocalizedString;
export const rating_sea_route: (inputs: Rating_Sea_RouteInputs) => LocalizedString;
export const rating_sea_route_legs: (inputs: Rating_Sea_Route_LegsInputs) => LocalizedString;
export const rating_sea_vessel: (inputs: Rating_Sea_VesselInputs) => LocalizedString;
export const rating_see_details: (inputs: Rating_See_DetailsInputs) => LocalizedString;
export const rating_sell_not_known: (inputs: Rating_Sell_Not_KnownInputs) => LocalizedString;
export const rating_sell_unknown: (inputs: Rating_Sell_UnknownInputs) => LocalizedString;
export const rating_show_details: (inputs: Rating_Show_DetailsInputs) => LocalizedString;
export const rating_sort_currency: (inputs: Rating_Sort_CurrencyInputs) => LocalizedString;
export const rating_sort_no_currency: (inputs: Rating_Sort_No_CurrencyInputs) => LocalizedString;
export const rating_surcharge: (inputs: Rating_SurchargeInputs) => LocalizedString;
export const rating_surcharges_all: (inputs: Rating_Surcharges_AllInputs) => LocalizedString;
export const rating_surcharges_basis: (inputs: Rating_Surcharges_BasisInputs) => LocalizedString;
export const rating_surcharges_code: (inputs: Rating_Surcharges_CodeInputs) => LocalizedString;
export const rating_surcharges_description: (inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString;
export const rating_surcharges_group_total: (inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString;
export const rating_surcharges_no_currency: (inputs: Rating_Surcharges_No_CurrencyInputs) => LocalizedString;
export const rating_surcharges_none: (inputs: Rating_Surcharges_NoneInputs) => LocalizedString;
export const rating_surcharges_qty: (inputs: Rating_Surcharges_QtyInputs) => LocalizedString;
export const rating_surcharges_total: (inputs: Rating_Surcharges_TotalInputs) => LocalizedString;
export const rating_surcharges_unit_price: (inputs: Rating_Surcharges_Unit_PriceInputs) => LocalizedString;
export const rating_table_caption: (inputs: Rating_Table_CaptionInputs) => LocalizedString;
export const rating_to: (inputs: Rating_ToInputs) => LocalizedString;
export const rating_validity_days: (inputs: Rating_Validity_DaysInputs) => LocalizedString;
export const rating_validity_days_hours: (inputs: Rating_Validity_Days_HoursInputs) => LocalizedString;
export const rating_validity_expired: (inputs: Rating_Validity_ExpiredInputs) => LocalizedString;
export const rating_validity_expired_ago: (inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString;
export const rating_validity_expires_in: (inputs: Rating_Validity_Expires_InInputs) => LocalizedString;
export const rating_validity_hours: (inputs: Rating_Validity_HoursInputs) => LocalizedString;
export const rating_validity_hours_minutes: (inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString;
export const rating_validity_less_than_minute: (inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString;
export const rating_validity_minutes: (inputs: Rating_Validity_MinutesInputs) => LocalizedString;
export const rating_validity_not_given: (inputs: Rating_Validity_Not_GivenInputs) => LocalizedString;
export const rating_validity_until: (inputs: Rating_Validity_UntilInputs) => LocalizedString;
export const rating_waiting_asking: (inputs: Rating_Waiting_AskingInputs) => LocalizedString;
export const rating_waiting_none_body: (inputs: Rating_Waiting_None_BodyInputs) => LocalizedString;
export const rating_waiting_none_title: (inputs: Rating_Waiting_None_TitleInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const route_booking: (inputs: Route_BookingInputs) => LocalizedString;
export const route_booking_summary: (inputs: Route_Booking_SummaryInputs) => LocalizedString;
export const route_documents: (inputs: Route_DocumentsInputs) => LocalizedString;
export const route_documents_summary: (inputs: Route_Documents_SummaryInputs) => LocalizedString;
export const route_lookups: (inputs: Route_LookupsInputs) => LocalizedString;
export const route_lookups_summary: (inputs: Route_Lookups_SummaryInputs) => LocalizedString;
export const route_pricing: (inputs: Route_PricingInputs) => LocalizedString;
export const route_pricing_summary: (inputs: Route_Pricing_SummaryInputs) => LocalizedString;
export const route_quotes: (inputs: Route_QuotesInputs) => LocalizedString;
export const route_quotes_summary: (inputs: Route_Quotes_SummaryInputs) => LocalizedString;
export const route_rating: (inputs: Route_RatingInputs) => LocalizedString;
export const route_rating_summary: (inputs: Route_Rating_SummaryInputs) => LocalizedString;
export const route_settings: (inputs: Route_SettingsInputs) => LocalizedString;
export const route_settings_summary: (inputs: Route_Settings_SummaryInputs) => LocalizedString;
export const route_tariffs: (inputs: Route_TariffsInputs) => LocalizedString;
export const route_tariffs_summary: (inputs: Route_Tariffs_SummaryInputs) => LocalizedString;
export const route_today: (inputs: Route_TodayInputs) => LocalizedString;
export const route_today_summary: (inputs: Route_Today_SummaryInputs) => LocalizedString;
export const route_tracking: (inputs: Route_TrackingInputs) => LocalizedString;
export const route_tracking_summary: (inputs: Route_Tracking_SummaryInputs) => LocalizedString;
export const save: (inputs: SaveInputs) => LocalizedString;
export const save_notice_saved_copy: (inputs: Save_Notice_Saved_CopyInputs) => LocalizedString;
export const save_notice_saved_to: (inputs: Save_Notice_Saved_ToInputs) => LocalizedString;
export const saved_done: (inputs: Saved_DoneInputs) => LocalizedString;
export const session_connected: (inputs: Session_ConnectedInputs) => LocalizedString;
export const session_in_minutes: (inputs: Session_In_MinutesInputs) => LocalizedString;
export const session_in_seconds: (inputs: Session_In_SecondsInputs) => LocalizedString;
export const session_last_answer: (inputs: Session_Last_AnswerInputs) => LocalizedString;
export const session_last_worked: (inputs: Session_Last_WorkedInputs) => LocalizedString;
export const session_next_try: (inputs: Session_Next_TryInputs) => LocalizedString;
export const session_no_answer_yet: (inputs: Session_No_Answer_YetInputs) => LocalizedString;
export const session_no_reason: (inputs: Session_No_ReasonInputs) => LocalizedString;
export const session_refused: (inputs: Session_RefusedInputs) => LocalizedString;
export const session_refused_reason: (inputs: Session_Refused_ReasonInputs) => LocalizedString;
export const session_sign_in: (inputs: Session_Sign_InInputs) => LocalizedString;
export const session_sign_in_failed: (inputs: Session_Sign_In_FailedInputs) => LocalizedString;
export const session_sign_out: (inputs: Session_Sign_OutInputs) => LocalizedString;
export const session_signed_out: (inputs: Session_Signed_OutInputs) => LocalizedString;
export const session_signing_in: (inputs: Session_Signing_InInputs) => LocalizedString;
export const session_trying_now: (inputs: Session_Trying_NowInputs) => LocalizedString;
export const session_unreachable: (inputs: Session_UnreachableInputs) => LocalizedString;
export const session_unreachable_reason: (inputs: Session_Unreachable_ReasonInputs) => LocalizedString;
export const set_aside_body: (inputs: Set_Aside_BodyInputs) => LocalizedString;
export const set_aside_copy: (inputs: Set_Aside_CopyInputs) => LocalizedString;
export const set_aside_how_back: (inputs: Set_Aside_How_BackInputs) => LocalizedString;
export const set_aside_title: (inputs: Set_Aside_TitleInputs) => LocalizedString;
export const settings_file_unreadable_body: (inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString;
export const settings_file_unreadable_title: (inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString;
export const store_cannot_save_body: (inputs: Store_Cannot_Save_BodyInputs) => LocalizedString;
export const store_cannot_save_title: (inputs: Store_Cannot_Save_TitleInputs) => LocalizedString;
export const store_copied: (inputs: Store_CopiedInputs) => LocalizedString;
export const store_damaged_file_kept: (inputs: Store_Damaged_File_KeptInputs) => LocalizedString;
export const store_disk_full: (inputs: Store_Disk_FullInputs) => LocalizedString;
export const store_file_path: (inputs: Store_File_PathInputs) => LocalizedString;
export const store_not_rebuilt: (inputs: Store_Not_RebuiltInputs) => LocalizedString;
export const store_nothing_lost: (inputs: Store_Nothing_LostInputs) => LocalizedString;
export const store_nothing_readable: (inputs: Store_Nothing_ReadableInputs) => LocalizedString;
export const store_read_only: (inputs: Store_Read_OnlyInputs) => LocalizedString;
export const store_set_aside_body: (inputs: Store_Set_Aside_BodyInputs) => LocalizedString;
export const store_set_aside_title: (inputs: Store_Set_Aside_TitleInputs) => LocalizedString;
export const surcharges: (inputs: SurchargesInputs) => LocalizedString;
export const sync_cancel: (inputs: Sync_CancelInputs) => LocalizedString;
export const sync_checking_count: (inputs: Sync_Checking_CountInputs) => LocalizedString;
export const sync_checking_list: (inputs: Sync_Checking_ListInputs) => LocalizedString;
export const sync_description: (inputs: Sync_DescriptionInputs) => LocalizedString;
export const sync_fetching: (inputs: Sync_FetchingInputs) => LocalizedString;
export const sync_kept_before: (inputs: Sync_Kept_BeforeInputs) => LocalizedString;
export const sync_last_cancelled: (inputs: Sync_Last_CancelledInputs) => LocalizedString;
export const sync_last_failed: (inputs: Sync_Last_FailedInputs) => LocalizedString;
export const sync_minutes: (inputs: Sync_MinutesInputs) => LocalizedString;
export const sync_never: (inputs: Sync_NeverInputs) => LocalizedString;
export const sync_nothing_stored: (inputs: Sync_Nothing_StoredInputs) => LocalizedString;
export const sync_now: (inputs: Sync_NowInputs) => LocalizedString;
export const sync_progress_label: (inputs: Sync_Progress_LabelInputs) => LocalizedString;
export const sync_read_failed: (inputs: Sync_Read_FailedInputs) => LocalizedString;
export const sync_save_failed: (inputs: Sync_Save_FailedInputs) => LocalizedString;
export const sync_settings_label: (inputs: Sync_Settings_LabelInputs) => LocalizedString;
export const sync_state_unknown: (inputs: Sync_State_UnknownInputs) => LocalizedString;
export const sync_stored_count: (inputs: Sync_Stored_CountInputs) => LocalizedString;
export const sync_stored_of: (inputs: Sync_Stored_OfInputs) => LocalizedString;
export const sync_synced: (inputs: Sync_SyncedInputs) => LocalizedString;
export const sync_syncing: (inputs: Sync_SyncingInputs) => LocalizedString;
export const sync_title: (inputs: Sync_TitleInputs) => LocalizedString;
export const sync_unreachable: (inputs: Sync_UnreachableInputs) => LocalizedString;
export const tariffs_about_of: (inputs: Tariffs_About_OfInputs) => LocalizedString;
export const tariffs_col_actions: (inputs: Tariffs_Col_ActionsInputs) => LocalizedString;
export const tariffs_col_amount: (inputs: Tariffs_Col_AmountInputs) => LocalizedString;
export const tariffs_col_carrier: (inputs: Tariffs_Col_CarrierInputs) => LocalizedString;
export const tariffs_col_charge: (inputs: Tariffs_Col_ChargeInputs) => LocalizedString;
export const tariffs_col_charge_type: (inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString;
export const tariffs_col_commodity: (inputs: Tariffs_Col_CommodityInputs) => LocalizedString;
export const tariffs_col_container: (inputs: Tariffs_Col_ContainerInputs) => LocalizedString;
export const tariffs_col_contract: (inputs: Tariffs_Col_ContractInputs) => LocalizedString;
export const tariffs_col_costs: (inputs: Tariffs_Col_CostsInputs) => LocalizedString;
export const tariffs_col_currency: (inputs: Tariffs_Col_CurrencyInputs) => LocalizedString;
export const tariffs_col_description: (inputs: Tariffs_Col_DescriptionInputs) => LocalizedString;
export const tariffs_col_lane: (inputs: Tariffs_Col_LaneInputs) => LocalizedString;
export const tariffs_col_rates: (inputs: Tariffs_Col_RatesInputs) => LocalizedString;
export const tariffs_col_service: (inputs: Tariffs_Col_ServiceInputs) => LocalizedString;
export const tariffs_col_transit: (inputs: Tariffs_Col_TransitInputs) => LocalizedString;
export const tariffs_col_type: (inputs: Tariffs_Col_TypeInputs) => LocalizedString;
export const tariffs_col_unit: (inputs: Tariffs_Col_UnitInputs) => LocalizedString;
export const tariffs_col_valid: (inputs: Tariffs_Col_ValidInputs) => LocalizedString;
export const tariffs_col_via: (inputs: Tariffs_Col_ViaInputs) => LocalizedString;
export const tariffs_comment_length: (inputs: Tariffs_Comment_LengthInputs) => LocalizedString;
export const tariffs_comments: (inputs: Tariffs_CommentsInputs) => LocalizedString;
export const tariffs_comments_hint: (inputs: Tariffs_Comments_HintInputs) => LocalizedString;
export const tariffs_comments_max: (inputs: Tariffs_Comments_MaxInputs) => LocalizedString;
export const tariffs_contract_number: (inputs: Tariffs_Contract_NumberInputs) => LocalizedString;
export const tariffs_contract_number_required: (inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString;
export const tariffs_contract_placeholder: (inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString;
export const tariffs_contract_reference: (inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString;
export const tariffs_contract_required: (inputs: Tariffs_Contract_RequiredInputs) => LocalizedString;
export const tariffs_costs_caption: (inputs: Tariffs_Costs_CaptionInputs) => LocalizedString;
export const tariffs_costs_count: (inputs: Tariffs_Costs_CountInputs) => LocalizedString;
export const tariffs_count_rates: (inputs: Tariffs_Count_RatesInputs) => LocalizedString;
export const tariffs_count_tariffs: (inputs: Tariffs_Count_TariffsInputs) => LocalizedString;
export const tariffs_csv_hint: (inputs: Tariffs_Csv_HintInputs) => LocalizedString;
export const tariffs_date_like: (inputs: Tariffs_Date_LikeInputs) => LocalizedString;
export const tariffs_detail_document_id: (inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString;
export const tariffs_detail_rates_imported: (inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString;
export const tariffs_download_template: (inputs: Tariffs_Download_TemplateInputs) => LocalizedString;
export const tariffs_drop_label: (inputs: Tariffs_Drop_LabelInputs) => LocalizedString;
export const tariffs_drop_prompt: (inputs: Tariffs_Drop_PromptInputs) => LocalizedString;
export const tariffs_export_csv: (inputs: Tariffs_Export_CsvInputs) => LocalizedString;
export const tariffs_external_id: (inputs: Tariffs_External_IdInputs) => LocalizedString;
export const tariffs_external_id_hint: (inputs: Tariffs_External_Id_HintInputs) => LocalizedString;
export const tariffs_files: (inputs: Tariffs_FilesInputs) => LocalizedString;
export const tariffs_files_max: (inputs: Tariffs_Files_MaxInputs) => LocalizedString;
export const tariffs_files_required: (inputs: Tariffs_Files_RequiredInputs) => LocalizedString;
export const tariffs_from_date: (inputs: Tariffs_From_DateInputs) => LocalizedString;
export const tariffs_from_required: (inputs: Tariffs_From_RequiredInputs) => LocalizedString;
export const tariffs_hide_rates: (inputs: Tariffs_Hide_RatesInputs) => LocalizedString;
export const tariffs_limits: (inputs: Tariffs_LimitsInputs) => LocalizedString;
export const tariffs_name: (inputs: Tariffs_NameInputs) => LocalizedString;
export const tariffs_name_hint: (inputs: Tariffs_Name_HintInputs) => LocalizedString;
export const tariffs_name_part_hint: (inputs: Tariffs_Name_Part_HintInputs) => LocalizedString;
export const tariffs_no_costs: (inputs: Tariffs_No_CostsInputs) => LocalizedString;
export const tariffs_no_file: (inputs: Tariffs_No_FileInputs) => LocalizedString;
export const tariffs_not_accepted: (inputs: Tariffs_Not_AcceptedInputs) => LocalizedString;
export const tariffs_not_uploaded: (inputs: Tariffs_Not_UploadedInputs) => LocalizedString;
export const tariffs_note_uploaded: (inputs: Tariffs_Note_UploadedInputs) => LocalizedString;
export const tariffs_offline_action: (inputs: Tariffs_Offline_ActionInputs) => LocalizedString;
export const tariffs_rates_caption: (inputs: Tariffs_Rates_CaptionInputs) => LocalizedString;
export const tariffs_refused: (inputs: Tariffs_RefusedInputs) => LocalizedString;
export const tariffs_report_announce: (inputs: Tariffs_Report_AnnounceInputs) => LocalizedString;
export const tariffs_report_caption: (inputs: Tariffs_Report_CaptionInputs) => LocalizedString;
export const tariffs_report_description: (inputs: Tariffs_Report_DescriptionInputs) => LocalizedString;
export const tariffs_report_failed_announce: (inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString;
export const tariffs_report_for: (inputs: Tariffs_Report_ForInputs) => LocalizedString;
export const tariffs_report_idle_text: (inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString;
export const tariffs_report_idle_title: (inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString;
export const tariffs_report_loading: (inputs: Tariffs_Report_LoadingInputs) => LocalizedString;
export const tariffs_report_none: (inputs: Tariffs_Report_NoneInputs) => LocalizedString;
export const tariffs_report_none_text: (inputs: Tariffs_Report_None_TextInputs) => LocalizedString;
export const tariffs_report_read_failed: (inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString;
export const tariffs_report_title: (inputs: Tariffs_Report_TitleInputs) => LocalizedString;
export const tariffs_scac: (inputs: Tariffs_ScacInputs) => LocalizedString;
export const tariffs_scac_hint: (inputs: Tariffs_Scac_HintInputs) => LocalizedString;
export const tariffs_scac_letters: (inputs: Tariffs_Scac_LettersInputs) => LocalizedString;
export const tariffs_scac_required: (inputs: Tariffs_Scac_RequiredInputs) => LocalizedString;
export const tariffs_sent_all: (inputs: Tariffs_Sent_AllInputs) => LocalizedString;
export const tariffs_sent_unknown: (inputs: Tariffs_Sent_UnknownInputs) => LocalizedString;
export const tariffs_show_rates: (inputs: Tariffs_Show_RatesInputs) => LocalizedString;
export const tariffs_show_report: (inputs: Tariffs_Show_ReportInputs) => LocalizedString;
export const tariffs_status: (inputs: Tariffs_StatusInputs) => LocalizedString;
export const tariffs_status_any: (inputs: Tariffs_Status_AnyInputs) => LocalizedString;
export const tariffs_status_number: (inputs: Tariffs_Status_NumberInputs) => LocalizedString;
export const tariffs_status_with_rates: (inputs: Tariffs_Status_With_RatesInputs) => LocalizedString;
export const tariffs_status_without_rates: (inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString;
export const tariffs_template_cancelled: (inputs: Tariffs_Template_CancelledInputs) => LocalizedString;
export const tariffs_template_failed: (inputs: Tariffs_Template_FailedInputs) => LocalizedString;
export const tariffs_to_before_from: (inputs: Tariffs_To_Before_FromInputs) => LocalizedString;
export const tariffs_to_date: (inputs: Tariffs_To_DateInputs) => LocalizedString;
export const tariffs_to_date_hint: (inputs: Tariffs_To_Date_HintInputs) => LocalizedString;
export const tariffs_to_send: (inputs: Tariffs_To_SendInputs) => LocalizedString;
export const tariffs_transit_days: (inputs: Tariffs_Transit_DaysInputs) => LocalizedString;
export const tariffs_unknown_text: (inputs: Tariffs_Unknown_TextInputs) => LocalizedString;
export const tariffs_unknown_what: (inputs: Tariffs_Unknown_WhatInputs) => LocalizedString;
export const tariffs_unnamed: (inputs: Tariffs_UnnamedInputs) => LocalizedString;
export const tariffs_upload_button: (inputs: Tariffs_Upload_ButtonInputs) => LocalizedString;
export const tariffs_upload_description: (inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString;
export const tariffs_upload_title: (inputs: Tariffs_Upload_TitleInputs) => LocalizedString;
export const tariffs_uploaded: (inputs: Tariffs_UploadedInputs) => LocalizedString;
export const tariffs_validity_from: (inputs: Tariffs_Validity_FromInputs) => LocalizedString;
export const tariffs_validity_until: (inputs: Tariffs_Validity_UntilInputs) => LocalizedString;
export const timeline_new: (inputs: Timeline_NewInputs) => LocalizedString;
export const timeline_time_not_given: (inputs: Timeline_Time_Not_GivenInputs) => LocalizedString;
export const today_change_a_shipment: (inputs: Today_Change_A_ShipmentInputs) => LocalizedString;
export const today_change_added: (inputs: Today_Change_AddedInputs) => LocalizedString;
export const today_change_customs: (inputs: Today_Change_CustomsInputs) => LocalizedString;
export const today_change_eta: (inputs: Today_Change_EtaInputs) => LocalizedString;
export const today_change_new_messages: (inputs: Today_Change_New_MessagesInputs) => LocalizedString;
export const today_change_new_messages_latest: (inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString;
export const today_change_none: (inputs: Today_Change_NoneInputs) => LocalizedString;
export const today_change_pickup: (inputs: Today_Change_PickupInputs) => LocalizedString;
export const today_change_status: (inputs: Today_Change_StatusInputs) => LocalizedString;
export const today_change_unlisted: (inputs: Today_Change_UnlistedInputs) => LocalizedString;
export const today_changes_count: (inputs: Today_Changes_CountInputs) => LocalizedString;
export const today_changes_empty: (inputs: Today_Changes_EmptyInputs) => LocalizedString;
export const today_changes_more: (inputs: Today_Changes_MoreInputs) => LocalizedString;
export const today_changes_since_look: (inputs: Today_Changes_Since_LookInputs) => LocalizedString;
export const today_changes_since_start: (inputs: Today_Changes_Since_StartInputs) => LocalizedString;
export const today_changes_title: (inputs: Today_Changes_TitleInputs) => LocalizedString;
export const today_documents_count: (inputs: Today_Documents_CountInputs) => LocalizedString;
export const today_documents_empty: (inputs: Today_Documents_EmptyInputs) => LocalizedString;
export const today_documents_missing: (inputs: Today_Documents_MissingInputs) => LocalizedString;
export const today_documents_never_checked: (inputs: Today_Documents_Never_CheckedInputs) => LocalizedString;
export const today_documents_title: (inputs: Today_Documents_TitleInputs) => LocalizedString;
export const today_free_count: (inputs: Today_Free_CountInputs) => LocalizedString;
export const today_free_counting: (inputs: Today_Free_CountingInputs) => LocalizedString;
export const today_free_empty: (inputs: Today_Free_EmptyInputs) => LocalizedString;
export const today_free_title: (inputs: Today_Free_TitleInputs) => LocalizedString;
export const today_last_look: (inputs: Today_Last_LookInputs) => LocalizedString;
export const today_lines_need: (inputs: Today_Lines_NeedInputs) => LocalizedString;
export const today_mark_all_seen: (inputs: Today_Mark_All_SeenInputs) => LocalizedString;
export const today_more: (inputs: Today_MoreInputs) => LocalizedString;
export const today_nothing_here: (inputs: Today_Nothing_HereInputs) => LocalizedString;
export const today_nothing_needed: (inputs: Today_Nothing_NeededInputs) => LocalizedString;
export const today_quote_expires: (inputs: Today_Quote_ExpiresInputs) => LocalizedString;
export const today_quote_priced_expires: (inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString;
export const today_quote_saved: (inputs: Today_Quote_SavedInputs) => LocalizedString;
export const today_quote_soon: (inputs: Today_Quote_SoonInputs) => LocalizedString;
export const today_quotes_count: (inputs: Today_Quotes_CountInputs) => LocalizedString;
export const today_quotes_empty: (inputs: Today_Quotes_EmptyInputs) => LocalizedString;
export const today_quotes_title: (inputs: Today_Quotes_TitleInputs) => LocalizedString;
export const today_read_failed: (inputs: Today_Read_FailedInputs) => LocalizedString;
export const today_reading: (inputs: Today_ReadingInputs) => LocalizedString;
export const today_show_all: (inputs: Today_Show_AllInputs) => LocalizedString;
export const today_the_rest: (inputs: Today_The_RestInputs) => LocalizedString;
export const topbar_go_to: (inputs: Topbar_Go_ToInputs) => LocalizedString;
export const tracking_changes_clear: (inputs: Tracking_Changes_ClearInputs) => LocalizedString;
export const tracking_changes_count: (inputs: Tracking_Changes_CountInputs) => LocalizedString;
export const tracking_changes_show_all: (inputs: Tracking_Changes_Show_AllInputs) => LocalizedString;
export const tracking_changes_title: (inputs: Tracking_Changes_TitleInputs) => LocalizedString;
export const tracking_code_booking: (inputs: Tracking_Code_BookingInputs) => LocalizedString;
export const tracking_code_tracking: (inputs: Tracking_Code_TrackingInputs) => LocalizedString;
export const tracking_col_agency: (inputs: Tracking_Col_AgencyInputs) => LocalizedString;
export const tracking_col_code: (inputs: Tracking_Col_CodeInputs) => LocalizedString;
export const tracking_col_delivery: (inputs: Tracking_Col_DeliveryInputs) => LocalizedString;
export const tracking_col_free_time: (inputs: Tracking_Col_Free_TimeInputs) => LocalizedString;
export const tracking_col_margin: (inputs: Tracking_Col_MarginInputs) => LocalizedString;
export const tracking_col_pickup: (inputs: Tracking_Col_PickupInputs) => LocalizedString;
export const tracking_col_price: (inputs: Tracking_Col_PriceInputs) => LocalizedString;
export const tracking_col_route: (inputs: Tracking_Col_RouteInputs) => LocalizedString;
export const tracking_col_sell: (inputs: Tracking_Col_SellInputs) => LocalizedString;
export const tracking_col_status: (inputs: Tracking_Col_StatusInputs) => LocalizedString;
export const tracking_destination: (inputs: Tracking_DestinationInputs) => LocalizedString;
export const tracking_detail_close: (inputs: Tracking_Detail_CloseInputs) => LocalizedString;
export const tracking_detail_load_failed: (inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString;
export const tracking_detail_loading: (inputs: Tracking_Detail_LoadingInputs) => LocalizedString;
export const tracking_detail_other_shipment: (inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString;
export const tracking_detail_shipment: (inputs: Tracking_Detail_ShipmentInputs) => LocalizedString;
export const tracking_detail_title: (inputs: Tracking_Detail_TitleInputs) => LocalizedString;
export const tracking_empty_filtered_text: (inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString;
export const tracking_empty_filtered_title: (inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString;
export const tracking_empty_never_synced_text: (inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString;
export const tracking_empty_never_synced_title: (inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString;
export const tracking_empty_none_text: (inputs: Tracking_Empty_None_TextInputs) => LocalizedString;
export const tracking_empty_none_title: (inputs: Tracking_Empty_None_TitleInputs) => LocalizedString;
export const tracking_empty_search_filtered_text: (inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString;
export const tracking_empty_search_filtered_title: (inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString;
export const tracking_empty_search_text: (inputs: Tracking_Empty_Search_TextInputs) => LocalizedString;
export const tracking_empty_search_title: (inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString;
export const tracking_export_cancelled: (inputs: Tracking_Export_CancelledInputs) => LocalizedString;
export const tracking_export_csv: (inputs: Tracking_Export_CsvInputs) => LocalizedString;
export const tracking_export_failed: (inputs: Tracking_Export_FailedInputs) => LocalizedString;
export const tracking_export_label: (inputs: Tracking_Export_LabelInputs) => LocalizedString;
export const tracking_export_nothing: (inputs: Tracking_Export_NothingInputs) => LocalizedString;
export const tracking_export_xlsx: (inputs: Tracking_Export_XlsxInputs) => LocalizedString;
export const tracking_filter_code_placeholder: (inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString;
export const tracking_filter_date_like: (inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString;
export const tracking_filter_end_before_start: (inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString;
export const tracking_filter_from: (inputs: Tracking_Filter_FromInputs) => LocalizedString;
export const tracking_filter_operator: (inputs: Tracking_Filter_OperatorInputs) => LocalizedString;
export const tracking_filter_operator_placeholder: (inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString;
export const tracking_filter_place_placeholder: (inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString;
export const tracking_filter_to: (inputs: Tracking_Filter_ToInputs) => LocalizedString;
export const tracking_filter_too_long: (inputs: Tracking_Filter_Too_LongInputs) => LocalizedString;
export const tracking_filter_too_many_statuses: (inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString;
export const tracking_filters_any_status: (inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString;
export const tracking_filters_applied: (inputs: Tracking_Filters_AppliedInputs) => LocalizedString;
export const tracking_filters_apply: (inputs: Tracking_Filters_ApplyInputs) => LocalizedString;
export const tracking_filters_clear: (inputs: Tracking_Filters_ClearInputs) => LocalizedString;
export const tracking_filters_label: (inputs: Tracking_Filters_LabelInputs) => LocalizedString;
export const tracking_filters_status: (inputs: Tracking_Filters_StatusInputs) => LocalizedString;
export const tracking_free_change: (inputs: Tracking_Free_ChangeInputs) => LocalizedString;
export const tracking_free_charge_if_running: (inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString;
export const tracking_free_charge_so_far: (inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString;
export const tracking_free_charged_from_first: (inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString;
export const tracking_free_charged_total: (inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString;
export const tracking_free_clause: (inputs: Tracking_Free_ClauseInputs) => LocalizedString;
export const tracking_free_clause_then: (inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString;
export const tracking_free_containers: (inputs: Tracking_Free_ContainersInputs) => LocalizedString;
export const tracking_free_containers_of: (inputs: Tracking_Free_Containers_OfInputs) => LocalizedString;
export const tracking_free_containers_unknown: (inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString;
export const tracking_free_date: (inputs: Tracking_Free_DateInputs) => LocalizedString;
export const tracking_free_day_at_port: (inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString;
export const tracking_free_days: (inputs: Tracking_Free_DaysInputs) => LocalizedString;
export const tracking_free_days_charged_so_far: (inputs: Tracking_Free_Days_Charged_So_FarInputs) => LocalizedString;
export const tracking_free_days_charged_stopped: (inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString;
export const tracking_free_days_hours: (inputs: Tracking_Free_Days_HoursInputs) => LocalizedString;
export const tracking_free_delivered_without: (inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString;
export const tracking_free_end_unreported: (inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString;
export const tracking_free_enter_discharge: (inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString;
export const tracking_free_enter_empty_return: (inputs: Tracking_Free_Enter_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_enter_release: (inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString;
export const tracking_free_entered_by_hand: (inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString;
export const tracking_free_entry_incomplete: (inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString;
export const tracking_free_entry_label: (inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString;
export const tracking_free_entry_set_aside: (inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString;
export const tracking_free_events_label: (inputs: Tracking_Free_Events_LabelInputs) => LocalizedString;
export const tracking_free_every_size: (inputs: Tracking_Free_Every_SizeInputs) => LocalizedString;
export const tracking_free_fact_charge: (inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString;
export const tracking_free_fact_containers: (inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString;
export const tracking_free_fact_days_charged: (inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString;
export const tracking_free_fact_free_days: (inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString;
export const tracking_free_fact_last_day: (inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString;
export const tracking_free_fact_per_container: (inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString;
export const tracking_free_fact_price: (inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString;
export const tracking_free_fact_starts: (inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString;
export const tracking_free_fact_stops: (inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString;
export const tracking_free_free_days_from: (inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString;
export const tracking_free_hours: (inputs: Tracking_Free_HoursInputs) => LocalizedString;
export const tracking_free_lcl_shipment: (inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString;
export const tracking_free_left: (inputs: Tracking_Free_LeftInputs) => LocalizedString;
export const tracking_free_left_until: (inputs: Tracking_Free_Left_UntilInputs) => LocalizedString;
export const tracking_free_moment: (inputs: Tracking_Free_MomentInputs) => LocalizedString;
export const tracking_free_no_currency: (inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString;
export const tracking_free_no_port: (inputs: Tracking_Free_No_PortInputs) => LocalizedString;
export const tracking_free_no_price: (inputs: Tracking_Free_No_PriceInputs) => LocalizedString;
export const tracking_free_no_terms: (inputs: Tracking_Free_No_TermsInputs) => LocalizedString;
export const tracking_free_no_terms_text: (inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString;
export const tracking_free_not_known: (inputs: Tracking_Free_Not_KnownInputs) => LocalizedString;
export const tracking_free_not_reported: (inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString;
export const tracking_free_not_reported_yet: (inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString;
export const tracking_free_not_started: (inputs: Tracking_Free_Not_StartedInputs) => LocalizedString;
export const tracking_free_not_started_text: (inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString;
export const tracking_free_not_yet: (inputs: Tracking_Free_Not_YetInputs) => LocalizedString;
export const tracking_free_not_yet_discharged: (inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString;
export const tracking_free_not_yet_released: (inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString;
export const tracking_free_not_yet_returned: (inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString;
export const tracking_free_nothing_charged: (inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString;
export const tracking_free_past: (inputs: Tracking_Free_PastInputs) => LocalizedString;
export const tracking_free_past_day: (inputs: Tracking_Free_Past_DayInputs) => LocalizedString;
export const tracking_free_past_due: (inputs: Tracking_Free_Past_DueInputs) => LocalizedString;
export const tracking_free_port_days: (inputs: Tracking_Free_Port_DaysInputs) => LocalizedString;
export const tracking_free_port_no_zone: (inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString;
export const tracking_free_port_time: (inputs: Tracking_Free_Port_TimeInputs) => LocalizedString;
export const tracking_free_port_time_words: (inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString;
export const tracking_free_price_container: (inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString;
export const tracking_free_price_shipment: (inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString;
export const tracking_free_read_failed: (inputs: Tracking_Free_Read_FailedInputs) => LocalizedString;
export const tracking_free_reported_by_carrier: (inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString;
export const tracking_free_span: (inputs: Tracking_Free_SpanInputs) => LocalizedString;
export const tracking_free_start_unreported: (inputs: Tracking_Free_Start_UnreportedInputs) => LocalizedString;
export const tracking_free_start_unreported_text: (inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString;
export const tracking_free_still_at_terminal: (inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString;
export const tracking_free_still_out: (inputs: Tracking_Free_Still_OutInputs) => LocalizedString;
export const tracking_free_still_out_shipment: (inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString;
export const tracking_free_stopped: (inputs: Tracking_Free_StoppedInputs) => LocalizedString;
export const tracking_free_stopped_charged: (inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString;
export const tracking_free_stopped_entered_text: (inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString;
export const tracking_free_stopped_none: (inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString;
export const tracking_free_stopped_text: (inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString;
export const tracking_free_stopped_unknown: (inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString;
export const tracking_free_sum: (inputs: Tracking_Free_SumInputs) => LocalizedString;
export const tracking_free_sum_no_price: (inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString;
export const tracking_free_sum_shipment: (inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString;
export const tracking_free_sum_unknown_boxes: (inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString;
export const tracking_free_the_discharge: (inputs: Tracking_Free_The_DischargeInputs) => LocalizedString;
export const tracking_free_the_empty_return: (inputs: Tracking_Free_The_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_the_release: (inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString;
export const tracking_free_the_start_day: (inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString;
export const tracking_free_time: (inputs: Tracking_Free_TimeInputs) => LocalizedString;
export const tracking_free_title: (inputs: Tracking_Free_TitleInputs) => LocalizedString;
export const tracking_free_title_discharge: (inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString;
export const tracking_free_title_discharge_at: (inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString;
export const tracking_free_title_empty_return: (inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_title_release: (inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString;
export const tracking_free_total_incomplete: (inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString;
export const tracking_free_total_open: (inputs: Tracking_Free_Total_OpenInputs) => LocalizedString;
export const tracking_free_under_hour: (inputs: Tracking_Free_Under_HourInputs) => LocalizedString;
export const tracking_free_warning_unreported: (inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString;
export const tracking_goods: (inputs: Tracking_GoodsInputs) => LocalizedString;
export const tracking_goods_col_kind: (inputs: Tracking_Goods_Col_KindInputs) => LocalizedString;
export const tracking_goods_col_qty: (inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString;
export const tracking_goods_col_size: (inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString;
export const tracking_goods_col_unit: (inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString;
export const tracking_goods_col_weight: (inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString;
export const tracking_goods_customs: (inputs: Tracking_Goods_CustomsInputs) => LocalizedString;
export const tracking_goods_delivery_notes: (inputs: Tracking_Goods_Delivery_NotesInputs) => LocalizedString;
export const tracking_goods_documents: (inputs: Tracking_Goods_DocumentsInputs) => LocalizedString;
export const tracking_goods_insurance: (inputs: Tracking_Goods_InsuranceInputs) => LocalizedString;
export const tracking_goods_pickup_hours: (inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString;
export const tracking_goods_pickup_notes: (inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString;
export const tracking_goods_title: (inputs: Tracking_Goods_TitleInputs) => LocalizedString;
export const tracking_goods_unit_lines: (inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString;
export const tracking_goods_units: (inputs: Tracking_Goods_UnitsInputs) => LocalizedString;
export const tracking_goods_value: (inputs: Tracking_Goods_ValueInputs) => LocalizedString;
export const tracking_link_failed: (inputs: Tracking_Link_FailedInputs) => LocalizedString;
export const tracking_link_open: (inputs: Tracking_Link_OpenInputs) => LocalizedString;
export const tracking_link_unsafe: (inputs: Tracking_Link_UnsafeInputs) => LocalizedString;
export const tracking_list_count: (inputs: Tracking_List_CountInputs) => LocalizedString;
export const tracking_list_keys: (inputs: Tracking_List_KeysInputs) => LocalizedString;
export const tracking_list_load_failed: (inputs: Tracking_List_Load_FailedInputs) => LocalizedString;
export const tracking_list_loading: (inputs: Tracking_List_LoadingInputs) => LocalizedString;
export const tracking_list_matching: (inputs: Tracking_List_MatchingInputs) => LocalizedString;
export const tracking_list_refresh: (inputs: Tracking_List_RefreshInputs) => LocalizedString;
export const tracking_list_refresh_title: (inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString;
export const tracking_list_service_total: (inputs: Tracking_List_Service_TotalInputs) => LocalizedString;
export const tracking_list_title: (inputs: Tracking_List_TitleInputs) => LocalizedString;
export const tracking_messages_appear: (inputs: Tracking_Messages_AppearInputs) => LocalizedString;
export const tracking_messages_leg: (inputs: Tracking_Messages_LegInputs) => LocalizedString;
export const tracking_messages_load_failed: (inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString;
export const tracking_messages_loading: (inputs: Tracking_Messages_LoadingInputs) => LocalizedString;
export const tracking_messages_no_code: (inputs: Tracking_Messages_No_CodeInputs) => LocalizedString;
export const tracking_messages_no_text: (inputs: Tracking_Messages_No_TextInputs) => LocalizedString;
export const tracking_messages_none_of_this: (inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString;
export const tracking_messages_none_yet: (inputs: Tracking_Messages_None_YetInputs) => LocalizedString;
export const tracking_messages_note: (inputs: Tracking_Messages_NoteInputs) => LocalizedString;
export const tracking_messages_others: (inputs: Tracking_Messages_OthersInputs) => LocalizedString;
export const tracking_messages_timeline: (inputs: Tracking_Messages_TimelineInputs) => LocalizedString;
export const tracking_messages_title: (inputs: Tracking_Messages_TitleInputs) => LocalizedString;
export const tracking_more: (inputs: Tracking_MoreInputs) => LocalizedString;
export const tracking_no: (inputs: Tracking_NoInputs) => LocalizedString;
export const tracking_not_given: (inputs: Tracking_Not_GivenInputs) => LocalizedString;
export const tracking_origin: (inputs: Tracking_OriginInputs) => LocalizedString;
export const tracking_route_title: (inputs: Tracking_Route_TitleInputs) => LocalizedString;
export const tracking_search_hint: (inputs: Tracking_Search_HintInputs) => LocalizedString;
export const tracking_search_label: (inputs: Tracking_Search_LabelInputs) => LocalizedString;
export const tracking_search_placeholder: (inputs: Tracking_Search_PlaceholderInputs) => LocalizedString;
export const tracking_search_too_long: (inputs: Tracking_Search_Too_LongInputs) => LocalizedString;
export const tracking_sell_title: (inputs: Tracking_Sell_TitleInputs) => LocalizedString;
export const tracking_sell_title_customer: (inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString;
export const tracking_shipment_code: (inputs: Tracking_Shipment_CodeInputs) => LocalizedString;
export const tracking_switch_hint: (inputs: Tracking_Switch_HintInputs) => LocalizedString;
export const tracking_switch_label: (inputs: Tracking_Switch_LabelInputs) => LocalizedString;
export const tracking_switch_maybe_off: (inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString;
export const tracking_switch_maybe_on: (inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString;
export const tracking_switch_off: (inputs: Tracking_Switch_OffInputs) => LocalizedString;
export const tracking_switch_off_done: (inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString;
export const tracking_switch_off_failed: (inputs: Tracking_Switch_Off_FailedInputs) => LocalizedString;
export const tracking_switch_on: (inputs: Tracking_Switch_OnInputs) => LocalizedString;
export const tracking_switch_on_done: (inputs: Tracking_Switch_On_DoneInputs) => LocalizedString;
export const tracking_switch_on_failed: (inputs: Tracking_Switch_On_FailedInputs) => LocalizedString;
export const tracking_switch_read_again: (inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString;
export const tracking_switch_refused: (inputs: Tracking_Switch_RefusedInputs) => LocalizedString;
export const tracking_switch_refused_because: (inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString;
export const tracking_switch_switching: (inputs: Tracking_Switch_SwitchingInputs) => LocalizedString;
export const tracking_switch_unknown_hint: (inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString;
export const tracking_unlisted: (inputs: Tracking_UnlistedInputs) => LocalizedString;
export const tracking_unlisted_title: (inputs: Tracking_Unlisted_TitleInputs) => LocalizedString;
export const tracking_yes: (inputs: Tracking_YesInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export const typed_number_decimal: (inputs: Typed_Number_DecimalInputs) => LocalizedString;
export const typed_number_required: (inputs: Typed_Number_RequiredInputs) => LocalizedString;
export const typed_number_whole: (inputs: Typed_Number_WholeInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type Booking_Cargo_AddInputs = {};
export type Booking_Cargo_Add_Of_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Cargo_LineInputs = {
    line: NonNullable<unknown>;
};
export type Booking_Cargo_Of_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Cargo_RemoveInputs = {
    line: NonNullable<unknown>;
};
export type Booking_Cargo_Remove_Of_ContainerInputs = {
    line: NonNullable<unknown>;
    container: NonNullable<unknown>;
};
export type Booking_Col_ModeInputs = {};
export type Booking_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Container_AddInputs = {};
export type Booking_Container_LineInputs = {
    container: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Booking_Container_RemoveInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Containers_Booking_DescribesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Containers_Quote_ForInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Drafts_DescriptionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Drafts_KeptInputs = {};
export type Booking_Drafts_No_CarrierInputs = {};
export type Booking_Drafts_No_ContactInputs = {};
export type Booking_Drafts_Quote_GoneInputs = {};
export type Booking_Drafts_Read_FailedInputs = {};
export type Booking_Drafts_ResumeInputs = {};
export type Booking_Drafts_Saved_QuoteInputs = {};
export type Booking_Drafts_The_BookingInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Drafts_The_FormInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Drafts_TitleInputs = {};
export type Booking_Field_AddressInputs = {};
export type Booking_Field_Address_HintInputs = {};
export type Booking_Field_CompanyInputs = {};
export type Booking_Field_Contact_PersonInputs = {};
export type Booking_Field_Delivery_NotesInputs = {};
export type Booking_Field_DescriptionInputs = {};
export type Booking_Field_Edi_TypeInputs = {};
export type Booking_Field_Edi_Type_PlaceholderInputs = {};
export type Booking_Field_EmailInputs = {};
export type Booking_Field_Hs_CodeInputs = {};
export type Booking_Field_Hs_Code_PlaceholderInputs = {};
export type Booking_Field_IncotermInputs = {};
export type Booking_Field_Incoterm_HintInputs = {};
export type Booking_Field_OptionalInputs = {};
export type Booking_Field_PhoneInputs = {};
export type Booking_Field_Phone_PrefixInputs = {};
export type Booking_Field_Phone_Prefix_HintInputs = {};
export type Booking_Field_Pickup_FromInputs = {};
export type Booking_Field_Pickup_NotesInputs = {};
export type Booking_Field_Pickup_Notes_HintInputs = {};
export type Booking_Field_Pickup_UntilInputs = {};
export type Booking_Field_QuantityInputs = {};
export type Booking_Field_TrackInputs = {};
export type Booking_Field_Track_HintInputs = {};
export type Booking_Field_VolumeInputs = {};
export type Booking_Field_WeightInputs = {};
export type Booking_Flow_Before_Booking_AgainInputs = {};
export type Booking_Flow_Book_CurrentInputs = {};
export type Booking_Flow_BookedInputs = {};
export type Booking_Flow_Booked_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Booking_Flow_Check_TrackingInputs = {};
export type Booking_Flow_Check_Tracking_ForInputs = {
    agency: NonNullable<unknown>;
};
export type Booking_Flow_Earlier_UnknownInputs = {};
export type Booking_Flow_ExpiredInputs = {
    date: NonNullable<unknown>;
};
export type Booking_Flow_Not_MadeInputs = {};
export type Booking_Flow_PrefilledInputs = {
    filled: NonNullable<unknown>;
};
export type Booking_Flow_Price_Not_GuaranteedInputs = {};
export type Booking_Flow_Rate_AgainInputs = {};
export type Booking_Flow_SendingInputs = {};
export type Booking_Flow_Unknown_CheckInputs = {};
export type Booking_Flow_Unknown_Check_WithInputs = {
    agency: NonNullable<unknown>;
};
export type Booking_Flow_Unknown_Do_Not_BookInputs = {};
export type Booking_Flow_Unknown_SentInputs = {};
export type Booking_Flow_Unknown_WhatInputs = {};
export type Booking_Form_Choose_IncotermInputs = {};
export type Booking_Form_Choose_TimeInputs = {};
export type Booking_Form_LabelInputs = {};
export type Booking_Form_Min_WindowInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Form_Need_AttentionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Form_NextInputs = {};
export type Booking_Form_No_IncotermInputs = {};
export type Booking_Form_ReviewInputs = {};
export type Booking_Form_Times_LoadingInputs = {};
export type Booking_Form_Times_NoneInputs = {};
export type Booking_Form_Times_OfferedInputs = {};
export type Booking_Form_Times_UnansweredInputs = {
    reason: NonNullable<unknown>;
};
export type Booking_Go_To_QuotesInputs = {};
export type Booking_Hs_WarningInputs = {};
export type Booking_Hs_Warning_AtInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
export type Booking_Hs_Warning_CodeInputs = {
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
export type Booking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_List_DescriptionInputs = {};
export type Booking_List_Empty_TextInputs = {};
export type Booking_List_Empty_TitleInputs = {};
export type Booking_List_Read_FailedInputs = {};
export type Booking_List_ReadingInputs = {};
export type Booking_List_TitleInputs = {};
export type Booking_Not_Bookable_ReasonInputs = {
    mode: NonNullable<unknown>;
    modes: NonNullable<unknown>;
};
export type Booking_Open_ShipmentInputs = {};
export type Booking_Prefill_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Prefill_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Prefill_GoodsInputs = {};
export type Booking_Prefill_PlacesInputs = {};
export type Booking_Quote_Booked_AsInputs = {};
export type Booking_Quote_Booked_TitleInputs = {};
export type Booking_Quote_Books_OnlyInputs = {
    modes: NonNullable<unknown>;
};
export type Booking_Quote_Kind_UnknownInputs = {};
export type Booking_Quote_Load_FailedInputs = {};
export type Booking_Quote_LoadingInputs = {};
export type Booking_Quote_Missing_TextInputs = {};
export type Booking_Quote_Missing_TitleInputs = {};
export type Booking_Quote_No_Longer_ListedInputs = {};
export type Booking_Quote_Not_BookableInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Quote_Open_From_QuotesInputs = {};
export type Booking_Quote_Unknown_TypeInputs = {};
export type Booking_Rate_ShipmentInputs = {};
export type Booking_Review_BackInputs = {};
export type Booking_Review_BookInputs = {};
export type Booking_Review_BookingInputs = {};
export type Booking_Review_Cargo_LineInputs = {};
export type Booking_Review_Cargo_LinesInputs = {};
export type Booking_Review_IntroInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Review_Look_TwiceInputs = {};
export type Booking_Review_Needs_ServiceInputs = {};
export type Booking_Review_NoInputs = {};
export type Booking_Review_TitleInputs = {};
export type Booking_Review_YesInputs = {};
export type Booking_Rule_EmailInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Incoterm_CodeInputs = {
    label: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
export type Booking_Rule_Incoterm_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_More_Than_ZeroInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_No_CargosInputs = {};
export type Booking_Rule_No_Container_CargoInputs = {};
export type Booking_Rule_No_ContainersInputs = {};
export type Booking_Rule_No_PlusInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Quote_RequiredInputs = {};
export type Booking_Rule_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_TimeInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Time_OrderInputs = {
    label: NonNullable<unknown>;
    earlier: NonNullable<unknown>;
};
export type Booking_Saved_QuotesInputs = {};
export type Booking_Section_CargosInputs = {};
export type Booking_Section_Cargos_DescriptionInputs = {};
export type Booking_Section_ContainersInputs = {};
export type Booking_Section_Containers_DescriptionInputs = {};
export type Booking_Section_DestinationInputs = {};
export type Booking_Section_Destination_DescriptionInputs = {};
export type Booking_Section_OriginInputs = {};
export type Booking_Section_Origin_DescriptionInputs = {};
export type Booking_Section_PickupInputs = {};
export type Booking_Section_Pickup_DescriptionInputs = {};
export type Booking_Section_TermsInputs = {};
export type Booking_Section_Terms_DescriptionInputs = {};
export type Booking_Success_Book_AnotherInputs = {};
export type Booking_Success_Booking_CodeInputs = {};
export type Booking_Success_LeadInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Success_Lead_WithInputs = {
    mode: NonNullable<unknown>;
    agency: NonNullable<unknown>;
};
export type Booking_Success_Not_GivenInputs = {};
export type Booking_Success_Shipment_CodeInputs = {};
export type Booking_Success_TitleInputs = {};
export type Booking_Success_Tracking_CodeInputs = {};
export type Booking_Success_Unsafe_LinkInputs = {};
export type Booking_Summary_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Summary_DeliveryInputs = {};
export type Booking_Summary_ExpiredInputs = {};
export type Booking_Summary_ExpiresInputs = {};
export type Booking_Summary_No_CarrierInputs = {};
export type Booking_Summary_No_ExpiryInputs = {};
export type Booking_Summary_PickupInputs = {};
export type Booking_Summary_PriceInputs = {};
export type Booking_Summary_Price_Not_GivenInputs = {};
export type Booking_Summary_QuoteInputs = {};
export type Booking_Summary_Saved_QuoteInputs = {};
export type Booking_Summary_TransitInputs = {};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Documents_About_ForInputs = {
    name: NonNullable<unknown>;
};
export type Documents_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Announce_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_FinishedInputs = {
    parts: NonNullable<unknown>;
};
export type Documents_Announce_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_UploadedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Choose_DocumentInputs = {};
export type Documents_Choose_Document_PlaceholderInputs = {};
export type Documents_Choose_FilesInputs = {};
export type Documents_Choose_ForInputs = {
    files: NonNullable<unknown>;
};
export type Documents_ClearInputs = {};
export type Documents_Clear_FinishedInputs = {};
export type Documents_DownloadInputs = {};
export type Documents_Drop_HintInputs = {
    limit: NonNullable<unknown>;
};
export type Documents_Drop_PanelInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Drop_RowInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Empty_TextInputs = {};
export type Documents_Empty_TitleInputs = {};
export type Documents_File_Not_HereInputs = {};
export type Documents_File_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_File_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Load_FailedInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_LoadingInputs = {};
export type Documents_None_TextInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_None_TitleInputs = {};
export type Documents_Not_UploadedInputs = {};
export type Documents_Offline_ActionInputs = {};
export type Documents_Offline_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Documents_OptionalInputs = {};
export type Documents_Other_Shipment_ErrorInputs = {
    ids: NonNullable<unknown>;
    shipment: NonNullable<unknown>;
};
export type Documents_Other_Shipment_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Documents_Panel_DescriptionInputs = {};
export type Documents_Panel_TitleInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Phase_DoneInputs = {};
export type Documents_Phase_FailedInputs = {};
export type Documents_Phase_ReadingInputs = {};
export type Documents_Phase_ReadyInputs = {};
export type Documents_Phase_RefusedInputs = {};
export type Documents_Phase_SendingInputs = {};
export type Documents_Phase_UnknownInputs = {};
export type Documents_Phase_WaitingInputs = {};
export type Documents_Picker_Caption_RecentInputs = {};
export type Documents_Picker_Caption_SearchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_ChangeInputs = {};
export type Documents_Picker_Code_LabelInputs = {};
export type Documents_Picker_Code_PlaceholderInputs = {};
export type Documents_Picker_Col_ActionsInputs = {};
export type Documents_Picker_Col_PickupInputs = {};
export type Documents_Picker_Col_RouteInputs = {};
export type Documents_Picker_Col_ShipmentInputs = {};
export type Documents_Picker_Col_TypeInputs = {};
export type Documents_Picker_DescriptionInputs = {};
export type Documents_Picker_FindInputs = {};
export type Documents_Picker_KeepInputs = {
    code: NonNullable<unknown>;
};
export type Documents_Picker_List_FailedInputs = {};
export type Documents_Picker_ListedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Picker_Loading_RecentInputs = {};
export type Documents_Picker_Looking_ForInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Looking_UpInputs = {};
export type Documents_Picker_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Most_RecentInputs = {};
export type Documents_Picker_No_MatchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_NoneInputs = {};
export type Documents_Picker_None_TextInputs = {};
export type Documents_Picker_Open_TrackingInputs = {};
export type Documents_Picker_ShowInputs = {};
export type Documents_Picker_TitleInputs = {};
export type Documents_Progress_CountInputs = {
    uploaded: NonNullable<unknown>;
    required: NonNullable<unknown>;
};
export type Documents_Progress_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Documents_Ready_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Refused_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_ReloadInputs = {};
export type Documents_Reload_ChecklistInputs = {};
export type Documents_RequiredInputs = {};
export type Documents_Staged_AsInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Staged_OfflineInputs = {};
export type Documents_Staged_TextInputs = {};
export type Documents_Staged_TitleInputs = {};
export type Documents_Summary_BusyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_DoneInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_ReadyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Table_CaptionInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Table_Col_ActionsInputs = {};
export type Documents_Table_Col_DocumentInputs = {};
export type Documents_Table_Col_ObservationsInputs = {};
export type Documents_Table_Col_StatusInputs = {};
export type Documents_Target_OptionalInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Optional_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_RequiredInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Required_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_TemplateInputs = {};
export type Documents_Template_FileInputs = {
    name: NonNullable<unknown>;
    extension: NonNullable<unknown>;
};
export type Documents_Template_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Template_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_The_DocumentInputs = {};
export type Documents_This_ShipmentInputs = {};
export type Documents_Unknown_ManyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Unknown_OneInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Unknown_TextInputs = {};
export type Documents_UnnamedInputs = {};
export type Documents_UploadInputs = {};
export type Documents_Upload_AgainInputs = {};
export type Documents_Upload_FilesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Upload_LimitInputs = {
    mib: NonNullable<unknown>;
};
export type Documents_Upload_Not_AcceptedInputs = {};
export type Documents_Upload_Unknown_ReasonInputs = {};
export type Documents_Uploaded_AtInputs = {
    when: NonNullable<unknown>;
};
export type Documents_Uploading_AsInputs = {
    file: NonNullable<unknown>;
    document: NonNullable<unknown>;
};
export type Documents_Uploads_TitleInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Keychain_No_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Keychain_Other_OriginInputs = {
    name: NonNullable<unknown>;
    kept: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Keychain_UnavailableInputs = {};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Lookups_Airports_Col_IataInputs = {};
export type Lookups_Airports_Could_NotInputs = {};
export type Lookups_Airports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_DescriptionInputs = {};
export type Lookups_Airports_Empty_TextInputs = {};
export type Lookups_Airports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_Idle_TextInputs = {};
export type Lookups_Airports_Idle_TitleInputs = {};
export type Lookups_Airports_LabelInputs = {};
export type Lookups_Airports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_PlaceholderInputs = {};
export type Lookups_Airports_Search_FailedInputs = {};
export type Lookups_Airports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_TitleInputs = {};
export type Lookups_Airports_Too_ShortInputs = {};
export type Lookups_CaptionInputs = {
    title: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Col_CityInputs = {};
export type Lookups_Col_CodeInputs = {};
export type Lookups_Col_CoordinatesInputs = {};
export type Lookups_Col_CountryInputs = {};
export type Lookups_Col_NameInputs = {};
export type Lookups_Col_SizeInputs = {};
export type Lookups_Col_TypeInputs = {};
export type Lookups_Containers_Col_ReeferInputs = {};
export type Lookups_Containers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Containers_DescriptionInputs = {};
export type Lookups_Containers_FailedInputs = {};
export type Lookups_Containers_LoadingInputs = {};
export type Lookups_Containers_NoneInputs = {};
export type Lookups_Containers_Size_FtInputs = {
    size: NonNullable<unknown>;
};
export type Lookups_Containers_TitleInputs = {};
export type Lookups_EastInputs = {};
export type Lookups_List_Empty_TextInputs = {};
export type Lookups_NoInputs = {};
export type Lookups_NorthInputs = {};
export type Lookups_Pallets_Col_SizeInputs = {};
export type Lookups_Pallets_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Pallets_DescriptionInputs = {};
export type Lookups_Pallets_FailedInputs = {};
export type Lookups_Pallets_Height_Not_FixedInputs = {};
export type Lookups_Pallets_LoadingInputs = {};
export type Lookups_Pallets_NoneInputs = {};
export type Lookups_Pallets_Per_ShipmentInputs = {};
export type Lookups_Pallets_TitleInputs = {};
export type Lookups_Ports_Col_RkstInputs = {};
export type Lookups_Ports_Col_UnlocodeInputs = {};
export type Lookups_Ports_Could_NotInputs = {};
export type Lookups_Ports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_DescriptionInputs = {};
export type Lookups_Ports_Empty_TextInputs = {};
export type Lookups_Ports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_Idle_TextInputs = {};
export type Lookups_Ports_Idle_TitleInputs = {};
export type Lookups_Ports_LabelInputs = {};
export type Lookups_Ports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_PlaceholderInputs = {};
export type Lookups_Ports_Search_FailedInputs = {};
export type Lookups_Ports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_TitleInputs = {};
export type Lookups_Ports_Too_ShortInputs = {};
export type Lookups_Postal_Col_CodeInputs = {};
export type Lookups_Postal_Col_RegionInputs = {};
export type Lookups_Postal_Could_NotInputs = {};
export type Lookups_Postal_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_CountryInputs = {};
export type Lookups_Postal_DescriptionInputs = {};
export type Lookups_Postal_Empty_TextInputs = {};
export type Lookups_Postal_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_Idle_TextInputs = {};
export type Lookups_Postal_Idle_TitleInputs = {};
export type Lookups_Postal_LabelInputs = {};
export type Lookups_Postal_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_PlaceholderInputs = {};
export type Lookups_Postal_Search_FailedInputs = {};
export type Lookups_Postal_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_TitleInputs = {};
export type Lookups_Postal_Too_ShortInputs = {};
export type Lookups_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Lookups_ReloadInputs = {};
export type Lookups_SearchInputs = {};
export type Lookups_SouthInputs = {};
export type Lookups_WestInputs = {};
export type Lookups_YesInputs = {};
export type Main_Durable_Write_Not_FlushedInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Main_Json_File_EmptyInputs = {};
export type Main_Json_File_Not_JsonInputs = {
    detail: NonNullable<unknown>;
};
export type Main_Json_File_Set_AsideInputs = {
    path: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    keptAs: NonNullable<unknown>;
};
export type Main_Json_File_UnexpectedInputs = {
    problem: NonNullable<unknown>;
};
export type Main_Json_File_Unexpected_ContentInputs = {};
export type Main_Logo_Not_ImageInputs = {
    name: NonNullable<unknown>;
};
export type Main_Logo_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Main_Logo_UnreadableInputs = {
    name: NonNullable<unknown>;
};
export type Main_Profile_Api_Key_RequiredInputs = {};
export type Main_Profile_Api_Secret_RequiredInputs = {};
export type Main_Profile_Key_And_SecretInputs = {};
export type Main_Profile_Key_And_Secret_FieldInputs = {};
export type Main_Profile_Keychain_Not_RestoredInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Main_Profile_Name_TakenInputs = {
    name: NonNullable<unknown>;
};
export type Main_Profile_Name_Taken_FieldInputs = {};
export type Main_Profile_New_Needs_KeyInputs = {};
export type Main_Profile_Sandbox_UnchangeableInputs = {};
export type Main_Profile_Sandbox_UnremovableInputs = {};
export type Main_Profile_UnknownInputs = {
    id: NonNullable<unknown>;
};
export type Main_Settings_Company_Name_MaxInputs = {};
export type Main_Settings_LanguageInputs = {};
export type Main_Settings_Not_SavedInputs = {
    path: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Main_Settings_Notification_SwitchInputs = {};
export type Main_Settings_Pdf_ChargesInputs = {};
export type Main_Settings_Pdf_Name_CarrierInputs = {};
export type Main_Settings_Pdf_Terms_MaxInputs = {};
export type Main_Settings_Sync_MaxInputs = {};
export type Main_Settings_Sync_MinInputs = {};
export type Main_Settings_Sync_WholeInputs = {};
export type Main_Settings_ThemeInputs = {};
export type Main_Upload_EmptyInputs = {
    name: NonNullable<unknown>;
};
export type Main_Upload_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    bytes: NonNullable<unknown>;
};
export type Main_Upload_Type_RefusedInputs = {
    name: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Palette_CommandsInputs = {};
export type Palette_Input_LabelInputs = {};
export type Palette_Input_PlaceholderInputs = {};
export type Palette_KeysInputs = {};
export type Palette_LabelInputs = {};
export type Palette_Nothing_MatchesInputs = {
    typed: NonNullable<unknown>;
};
export type Palette_Profile_SandboxInputs = {};
export type Palette_Profile_ServiceInputs = {};
export type Palette_Profile_WordsInputs = {};
export type Palette_Rate_DetailInputs = {
    mode: NonNullable<unknown>;
};
export type Palette_Rate_LabelInputs = {
    mode: NonNullable<unknown>;
};
export type Palette_Rate_WordsInputs = {};
export type Palette_Screen_WordsInputs = {};
export type Palette_SearchingInputs = {};
export type Palette_Section_Go_ToInputs = {};
export type Palette_Section_ProfilesInputs = {};
export type Palette_Section_RateInputs = {};
export type Palette_Section_ShipmentsInputs = {};
export type Palette_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Palette_Switch_ToInputs = {
    name: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Pricing_Amount_ProblemInputs = {};
export type Pricing_ChangeInputs = {};
export type Pricing_Col_ActionsInputs = {};
export type Pricing_Csv_Bad_MarginInputs = {
    margin: NonNullable<unknown>;
};
export type Pricing_Csv_Column_TwiceInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Csv_EmptyInputs = {};
export type Pricing_Csv_Extra_FieldsInputs = {
    fields: NonNullable<unknown>;
    header: NonNullable<unknown>;
};
export type Pricing_Csv_More_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Csv_Name_EmptyInputs = {};
export type Pricing_Csv_Name_RepeatedInputs = {
    name: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Pricing_Csv_No_CustomerInputs = {};
export type Pricing_Csv_No_Name_ColumnInputs = {};
export type Pricing_Csv_Quote_OpenInputs = {};
export type Pricing_Csv_Too_LongInputs = {
    column: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Pricing_Csv_Unknown_ColumnInputs = {
    name: NonNullable<unknown>;
    columns: NonNullable<unknown>;
};
export type Pricing_Customer_AddInputs = {};
export type Pricing_Customer_ContactInputs = {};
export type Pricing_Customer_Contact_PlaceholderInputs = {};
export type Pricing_Customer_Currency_NoteInputs = {};
export type Pricing_Customer_Currency_Note_HintInputs = {};
export type Pricing_Customer_Currency_Note_PlaceholderInputs = {};
export type Pricing_Customer_Default_MarginInputs = {};
export type Pricing_Customer_Default_Margin_HintInputs = {};
export type Pricing_Customer_Default_Margin_PlaceholderInputs = {};
export type Pricing_Customer_Default_RuleInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customer_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customer_Form_NewInputs = {};
export type Pricing_Customer_LanguageInputs = {};
export type Pricing_Customer_Language_PlaceholderInputs = {};
export type Pricing_Customer_NameInputs = {};
export type Pricing_Customer_NotesInputs = {};
export type Pricing_Customer_SaveInputs = {};
export type Pricing_Customer_Save_FailedInputs = {};
export type Pricing_Customers_AddedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Customers_Col_Currency_NoteInputs = {};
export type Pricing_Customers_Col_CustomerInputs = {};
export type Pricing_Customers_Col_Default_MarginInputs = {};
export type Pricing_Customers_Col_LanguageInputs = {};
export type Pricing_Customers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Customers_Csv_HintInputs = {
    columns: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_ConfirmInputs = {};
export type Pricing_Customers_Delete_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_TitleInputs = {};
export type Pricing_Customers_DescriptionInputs = {};
export type Pricing_Customers_EmptyInputs = {};
export type Pricing_Customers_ImportInputs = {};
export type Pricing_Customers_Import_FailedInputs = {
    file: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Pricing_Customers_Import_LineInputs = {
    line: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Pricing_Customers_ImportedInputs = {
    file: NonNullable<unknown>;
    added: NonNullable<unknown>;
    updated: NonNullable<unknown>;
};
export type Pricing_Customers_NewInputs = {};
export type Pricing_Customers_No_MatchInputs = {};
export type Pricing_Customers_Read_FailedInputs = {};
export type Pricing_Customers_SearchInputs = {};
export type Pricing_Customers_Search_PlaceholderInputs = {};
export type Pricing_Customers_TitleInputs = {};
export type Pricing_Customers_Too_LargeInputs = {
    file: NonNullable<unknown>;
};
export type Pricing_Customers_UpdatedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_DeleteInputs = {};
export type Pricing_Field_Adds_NothingInputs = {};
export type Pricing_Field_Amount_Below_ZeroInputs = {};
export type Pricing_Field_Amount_Too_HighInputs = {};
export type Pricing_Field_Amount_WholeInputs = {};
export type Pricing_Field_Amounts_Need_CurrencyInputs = {};
export type Pricing_Field_CountryInputs = {};
export type Pricing_Field_Csv_Too_LargeInputs = {
    max: NonNullable<unknown>;
};
export type Pricing_Field_CurrencyInputs = {};
export type Pricing_Field_DateInputs = {
    what: NonNullable<unknown>;
};
export type Pricing_Field_Exchange_Above_ZeroInputs = {};
export type Pricing_Field_Exchange_Two_CurrenciesInputs = {};
export type Pricing_Field_Margin_Amount_Below_ZeroInputs = {};
export type Pricing_Field_Margin_Below_ZeroInputs = {};
export type Pricing_Field_Margin_Too_HighInputs = {};
export type Pricing_Field_Name_RequiredInputs = {};
export type Pricing_Field_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Field_Not_TextInputs = {
    what: NonNullable<unknown>;
};
export type Pricing_Field_Per_Container_Needs_FclInputs = {};
export type Pricing_Field_Percent_WholeInputs = {};
export type Pricing_Field_PortInputs = {};
export type Pricing_Field_Rule_Needs_NameInputs = {};
export type Pricing_Field_Safe_AmountInputs = {};
export type Pricing_Field_The_CarrierInputs = {};
export type Pricing_Field_The_ContactInputs = {};
export type Pricing_Field_The_Currency_NoteInputs = {};
export type Pricing_Field_The_LanguageInputs = {};
export type Pricing_Field_The_NameInputs = {};
export type Pricing_Field_The_NotesInputs = {};
export type Pricing_Field_The_SearchInputs = {};
export type Pricing_Field_Too_LongInputs = {
    what: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Pricing_Level_CarrierInputs = {};
export type Pricing_Level_CustomerInputs = {};
export type Pricing_Level_DeskInputs = {};
export type Pricing_Level_Lane_CountryInputs = {};
export type Pricing_Level_Lane_PortInputs = {};
export type Pricing_Level_ModeInputs = {};
export type Pricing_Main_Chosen_Customer_GoneInputs = {};
export type Pricing_Main_Customer_GoneInputs = {};
export type Pricing_Main_Customer_Has_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Pricing_Main_Customer_TakenInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Customer_Taken_FieldInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Import_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Main_Pick_CustomerInputs = {};
export type Pricing_Main_Quote_Not_PricedInputs = {};
export type Pricing_Main_Quote_Sell_UnknownInputs = {};
export type Pricing_Main_Quoted_NameInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Rate_GoneInputs = {
    rate: NonNullable<unknown>;
};
export type Pricing_Main_Rule_Customer_GoneInputs = {};
export type Pricing_Main_Rule_GoneInputs = {};
export type Pricing_Main_Sell_ChangedInputs = {};
export type Pricing_Main_Sell_Not_KeptInputs = {
    why: NonNullable<unknown>;
};
export type Pricing_Main_Sell_UnknownInputs = {};
export type Pricing_Pdf_By_ChargeInputs = {};
export type Pricing_Pdf_DescriptionInputs = {};
export type Pricing_Pdf_Name_CarrierInputs = {};
export type Pricing_Pdf_Name_Carrier_HintInputs = {};
export type Pricing_Pdf_One_LineInputs = {};
export type Pricing_Pdf_PriceInputs = {};
export type Pricing_Pdf_SaveInputs = {};
export type Pricing_Pdf_Save_FailedInputs = {};
export type Pricing_Pdf_TermsInputs = {};
export type Pricing_Pdf_Terms_HintInputs = {};
export type Pricing_Pdf_TitleInputs = {};
export type Pricing_PercentInputs = {
    percent: NonNullable<unknown>;
};
export type Pricing_Percentage_ProblemInputs = {};
export type Pricing_Report_All_CustomersInputs = {};
export type Pricing_Report_By_HandInputs = {};
export type Pricing_Report_CancelledInputs = {};
export type Pricing_Report_Col_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_CarrierInputs = {};
export type Pricing_Report_Col_CustomerInputs = {};
export type Pricing_Report_Col_FromInputs = {};
export type Pricing_Report_Col_MarginInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_ModeInputs = {};
export type Pricing_Report_Col_QuoteInputs = {};
export type Pricing_Report_Col_QuotesInputs = {};
export type Pricing_Report_Col_RuleInputs = {};
export type Pricing_Report_Col_SavedInputs = {};
export type Pricing_Report_Col_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_ToInputs = {};
export type Pricing_Report_Col_Valid_UntilInputs = {};
export type Pricing_Report_CustomerInputs = {};
export type Pricing_Report_DescriptionInputs = {};
export type Pricing_Report_Each_QuoteInputs = {};
export type Pricing_Report_Export_CsvInputs = {};
export type Pricing_Report_Export_XlsxInputs = {};
export type Pricing_Report_FailedInputs = {};
export type Pricing_Report_File_CustomersInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Pricing_Report_File_QuotesInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Pricing_Report_FromInputs = {};
export type Pricing_Report_LinesInputs = {};
export type Pricing_Report_No_CurrencyInputs = {};
export type Pricing_Report_No_CustomerInputs = {};
export type Pricing_Report_No_RuleInputs = {};
export type Pricing_Report_Per_CustomerInputs = {};
export type Pricing_Report_Period_ProblemInputs = {};
export type Pricing_Report_Rule_LevelInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Pricing_Report_Sheet_CustomersInputs = {};
export type Pricing_Report_Sheet_QuotesInputs = {};
export type Pricing_Report_TitleInputs = {};
export type Pricing_Report_ToInputs = {};
export type Pricing_Rule_AddInputs = {};
export type Pricing_Rule_Any_CarrierInputs = {};
export type Pricing_Rule_Any_CustomerInputs = {};
export type Pricing_Rule_Any_ModeInputs = {};
export type Pricing_Rule_CarrierInputs = {};
export type Pricing_Rule_Carrier_HintInputs = {};
export type Pricing_Rule_CountedInputs = {};
export type Pricing_Rule_CurrencyInputs = {};
export type Pricing_Rule_Currency_HintInputs = {};
export type Pricing_Rule_CustomerInputs = {};
export type Pricing_Rule_Destination_CountryInputs = {};
export type Pricing_Rule_Destination_Country_PlaceholderInputs = {};
export type Pricing_Rule_Destination_PortInputs = {};
export type Pricing_Rule_Destination_Port_PlaceholderInputs = {};
export type Pricing_Rule_FixedInputs = {};
export type Pricing_Rule_Fixed_PlaceholderInputs = {};
export type Pricing_Rule_ForInputs = {};
export type Pricing_Rule_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Rule_Form_NewInputs = {};
export type Pricing_Rule_MarginInputs = {};
export type Pricing_Rule_MinimumInputs = {};
export type Pricing_Rule_Minimum_PlaceholderInputs = {};
export type Pricing_Rule_ModeInputs = {};
export type Pricing_Rule_NameInputs = {};
export type Pricing_Rule_Name_PlaceholderInputs = {};
export type Pricing_Rule_Origin_CountryInputs = {};
export type Pricing_Rule_Origin_Country_PlaceholderInputs = {};
export type Pricing_Rule_Origin_PortInputs = {};
export type Pricing_Rule_Origin_Port_PlaceholderInputs = {};
export type Pricing_Rule_Per_ContainerInputs = {};
export type Pricing_Rule_Per_KgInputs = {};
export type Pricing_Rule_Per_ShipmentInputs = {};
export type Pricing_Rule_PercentInputs = {};
export type Pricing_Rule_Percent_PlaceholderInputs = {};
export type Pricing_Rule_Port_HintInputs = {};
export type Pricing_Rule_SaveInputs = {};
export type Pricing_Rule_Save_FailedInputs = {};
export type Pricing_Rules_Col_ForInputs = {};
export type Pricing_Rules_Col_MarginInputs = {};
export type Pricing_Rules_Col_RuleInputs = {};
export type Pricing_Rules_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Rules_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Rules_Delete_ConfirmInputs = {};
export type Pricing_Rules_Delete_FailedInputs = {};
export type Pricing_Rules_Delete_TitleInputs = {};
export type Pricing_Rules_DescriptionInputs = {};
export type Pricing_Rules_EmptyInputs = {};
export type Pricing_Rules_Level_NoteInputs = {
    level: NonNullable<unknown>;
};
export type Pricing_Rules_NewInputs = {};
export type Pricing_Rules_Read_FailedInputs = {};
export type Pricing_Rules_TitleInputs = {};
export type Pricing_Scope_AnyInputs = {};
export type Pricing_Scope_Deleted_CustomerInputs = {
    id: NonNullable<unknown>;
};
export type Pricing_Scope_Every_RateInputs = {};
export type Pricing_Terms_At_LeastInputs = {
    terms: NonNullable<unknown>;
    minimum: NonNullable<unknown>;
};
export type Pricing_Terms_NothingInputs = {};
export type Pricing_Terms_Per_ContainerInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Terms_Per_KgInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Terms_Per_ShipmentInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Unknown_An_Unknown_CurrencyInputs = {};
export type Pricing_Unknown_Currency_JoinInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Pricing_Unknown_Needs_ExchangeInputs = {
    rule: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
};
export type Pricing_Unknown_No_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Unknown_No_BuyInputs = {};
export type Pricing_Unknown_No_ContainersInputs = {};
export type Pricing_Unknown_No_WeightInputs = {};
export type Pricing_Unknown_Rule_No_CurrencyInputs = {};
export type Pricing_Unknown_That_CurrencyInputs = {};
export type Pricing_Why_Most_SpecificInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Pricing_Why_No_RuleInputs = {};
export type Pricing_Why_OlderInputs = {
    names: NonNullable<unknown>;
};
export type Pricing_Why_OnlyInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Pricing_Why_WrittenInputs = {
    names: NonNullable<unknown>;
};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type Quotes_As_QuotedInputs = {};
export type Quotes_BookInputs = {};
export type Quotes_BuyInputs = {};
export type Quotes_Col_ActionsInputs = {};
export type Quotes_Col_CarrierInputs = {};
export type Quotes_Col_DeliveryInputs = {};
export type Quotes_Col_PriceInputs = {};
export type Quotes_Col_TransitInputs = {};
export type Quotes_Col_ValidInputs = {};
export type Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_DeleteInputs = {};
export type Quotes_Delete_BodyInputs = {
    quote: NonNullable<unknown>;
};
export type Quotes_Delete_ConfirmInputs = {};
export type Quotes_Delete_FailedInputs = {};
export type Quotes_Delete_TitleInputs = {};
export type Quotes_Delete_Unknown_BodyInputs = {
    quote: NonNullable<unknown>;
};
export type Quotes_Delete_Unknown_WhatInputs = {};
export type Quotes_DeletedInputs = {
    carrier: NonNullable<unknown>;
};
export type Quotes_DescriptionInputs = {};
export type Quotes_Description_ColInputs = {};
export type Quotes_For_CustomerInputs = {
    customer: NonNullable<unknown>;
};
export type Quotes_Go_RatingInputs = {};
export type Quotes_Hide_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_Load_FailedInputs = {};
export type Quotes_LoadingInputs = {};
export type Quotes_Needs_ServiceInputs = {};
export type Quotes_No_CustomerInputs = {};
export type Quotes_No_RuleInputs = {};
export type Quotes_None_BodyInputs = {};
export type Quotes_None_TitleInputs = {};
export type Quotes_Not_Bookable_ExpiredInputs = {};
export type Quotes_Not_Bookable_ModeInputs = {
    mode: NonNullable<unknown>;
};
export type Quotes_Not_Bookable_No_TypeInputs = {};
export type Quotes_Not_ConfirmedInputs = {};
export type Quotes_Not_PricedInputs = {};
export type Quotes_Not_Sold_HereInputs = {};
export type Quotes_Pdf_CancelledInputs = {};
export type Quotes_Pdf_FailedInputs = {};
export type Quotes_Pdf_LanguageInputs = {};
export type Quotes_Pdf_Language_CustomerInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pdf_Language_DeskInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pdf_Language_EachInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Quotes_Plus_MarginInputs = {};
export type Quotes_ReloadInputs = {};
export type Quotes_Reload_SavedInputs = {};
export type Quotes_Set_By_HandInputs = {};
export type Quotes_Show_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_SurchargeInputs = {};
export type Quotes_Surcharges_OfInputs = {
    carrier: NonNullable<unknown>;
};
export type Quotes_TaxInputs = {};
export type Quotes_The_CarrierInputs = {};
export type Quotes_TitleInputs = {};
export type Quotes_Type_UnknownInputs = {};
export type Quotes_Unknown_CarrierInputs = {};
export type Quotes_Unknown_Carrier_LowerInputs = {};
export type Rating_Address_By_HandInputs = {
    country: NonNullable<unknown>;
};
export type Rating_Address_HintInputs = {};
export type Rating_Address_NounInputs = {};
export type Rating_Address_PlaceholderInputs = {};
export type Rating_Address_Postal_CodeInputs = {};
export type Rating_Address_RegionInputs = {};
export type Rating_Address_SearchInputs = {};
export type Rating_Air_AircraftInputs = {};
export type Rating_Air_ArrivesInputs = {};
export type Rating_Air_Chargeable_WeightInputs = {
    weight: NonNullable<unknown>;
};
export type Rating_Air_DepartsInputs = {};
export type Rating_Air_FlightInputs = {};
export type Rating_Air_FlightsInputs = {};
export type Rating_Air_FreightInputs = {};
export type Rating_Air_No_FlightsInputs = {};
export type Rating_All_In_Price_And_SurchargesInputs = {};
export type Rating_All_In_SurchargesInputs = {};
export type Rating_Announce_Not_SavedInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Announce_SavedInputs = {};
export type Rating_Announce_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Announce_UnknownInputs = {};
export type Rating_BookInputs = {};
export type Rating_Book_TitleInputs = {};
export type Rating_Book_Unknown_TitleInputs = {};
export type Rating_Carriers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_CheapestInputs = {};
export type Rating_Check_QuotesInputs = {};
export type Rating_CityInputs = {};
export type Rating_Col_ActionsInputs = {};
export type Rating_Col_BuyInputs = {};
export type Rating_Col_CarrierInputs = {};
export type Rating_Col_DeliveryInputs = {};
export type Rating_Col_SellInputs = {};
export type Rating_Col_TransitInputs = {};
export type Rating_Col_ValidInputs = {};
export type Rating_ContainerInputs = {};
export type Rating_CountryInputs = {};
export type Rating_Country_Group_By_HandInputs = {};
export type Rating_Country_Group_ListedInputs = {};
export type Rating_Csv_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_Buy_FromInputs = {};
export type Rating_Csv_CarrierInputs = {};
export type Rating_Csv_DeliveryInputs = {};
export type Rating_Csv_From_NoneInputs = {};
export type Rating_Csv_From_PriceInputs = {};
export type Rating_Csv_From_Price_And_SurchargesInputs = {};
export type Rating_Csv_From_SurchargesInputs = {};
export type Rating_Csv_MarginInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_Margin_RuleInputs = {};
export type Rating_Csv_PickupInputs = {};
export type Rating_Csv_PrebookingInputs = {};
export type Rating_Csv_Rate_IdInputs = {};
export type Rating_Csv_Rule_By_HandInputs = {};
export type Rating_Csv_Rule_NoneInputs = {};
export type Rating_Csv_Rule_UnknownInputs = {
    why: NonNullable<unknown>;
};
export type Rating_Csv_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_ServiceInputs = {};
export type Rating_Csv_Transit_DaysInputs = {};
export type Rating_Csv_Unknown_CurrencyInputs = {};
export type Rating_Csv_Valid_UntilInputs = {};
export type Rating_Day_UnitInputs = {};
export type Rating_Days_UnitInputs = {};
export type Rating_Delivery_AddressInputs = {};
export type Rating_DetailsInputs = {};
export type Rating_Details_FailedInputs = {};
export type Rating_Details_LoadingInputs = {};
export type Rating_End_AirportInputs = {};
export type Rating_End_Airport_NounInputs = {};
export type Rating_End_Airport_PlaceholderInputs = {};
export type Rating_End_Airports_FirstInputs = {
    country: NonNullable<unknown>;
};
export type Rating_End_ArrivalInputs = {};
export type Rating_End_Delivery_Store_DoorInputs = {};
export type Rating_End_DepartureInputs = {};
export type Rating_End_DestinationInputs = {};
export type Rating_End_OriginInputs = {};
export type Rating_End_Pickup_Store_DoorInputs = {};
export type Rating_End_PortInputs = {};
export type Rating_End_Port_DischargeInputs = {};
export type Rating_End_Port_LoadingInputs = {};
export type Rating_End_Port_NounInputs = {};
export type Rating_End_Port_PlaceholderInputs = {};
export type Rating_End_RkstInputs = {};
export type Rating_End_ServiceInputs = {};
export type Rating_End_Service_CyInputs = {};
export type Rating_End_Service_Hint_DestinationInputs = {};
export type Rating_End_Service_Hint_OriginInputs = {};
export type Rating_End_Service_SdInputs = {};
export type Rating_End_UnlocodeInputs = {};
export type Rating_Expired_TitleInputs = {};
export type Rating_Export_CancelledInputs = {};
export type Rating_Export_CsvInputs = {};
export type Rating_Export_FailedInputs = {};
export type Rating_FastestInputs = {};
export type Rating_Filter_All_CarriersInputs = {
    count: NonNullable<unknown>;
};
export type Rating_Filter_All_ShownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Filter_Amount_InvalidInputs = {};
export type Rating_Filter_AnyInputs = {};
export type Rating_Filter_BasisInputs = {};
export type Rating_Filter_BuyInputs = {};
export type Rating_Filter_CarrierInputs = {};
export type Rating_Filter_ClearInputs = {};
export type Rating_Filter_Currencies_NoteInputs = {};
export type Rating_Filter_Days_InvalidInputs = {};
export type Rating_Filter_HiddenInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Filter_Hidden_RestInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Rating_Filter_Max_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Max_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Max_TransitInputs = {};
export type Rating_Filter_Min_Above_MaxInputs = {};
export type Rating_Filter_Min_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Min_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_SellInputs = {};
export type Rating_Form_Address_RequiredInputs = {
    address: NonNullable<unknown>;
};
export type Rating_Form_Arrival_AirportInputs = {};
export type Rating_Form_ClearInputs = {};
export type Rating_Form_CurrencyInputs = {};
export type Rating_Form_Currency_HintInputs = {};
export type Rating_Form_CustomsInputs = {};
export type Rating_Form_Customs_HintInputs = {};
export type Rating_Form_DangerousInputs = {};
export type Rating_Form_Dangerous_HintInputs = {};
export type Rating_Form_Departure_AirportInputs = {};
export type Rating_Form_Description_AddressInputs = {};
export type Rating_Form_Description_AirportInputs = {};
export type Rating_Form_Description_PortInputs = {};
export type Rating_Form_Get_RatesInputs = {};
export type Rating_Form_Goods_DescriptionInputs = {};
export type Rating_Form_Goods_Description_OptionalInputs = {};
export type Rating_Form_Goods_PlaceholderInputs = {};
export type Rating_Form_Goods_RequiredInputs = {};
export type Rating_Form_Goods_ValueInputs = {};
export type Rating_Form_Goods_Value_HintInputs = {};
export type Rating_Form_Goods_Value_InvalidInputs = {};
export type Rating_Form_Goods_Value_NegativeInputs = {};
export type Rating_Form_Goods_Value_OptionalInputs = {};
export type Rating_Form_Goods_Value_RequiredInputs = {};
export type Rating_Form_InsuranceInputs = {};
export type Rating_Form_Insurance_HintInputs = {};
export type Rating_Form_LabelInputs = {
    mode: NonNullable<unknown>;
};
export type Rating_Form_Needs_ServiceInputs = {};
export type Rating_Form_No_CustomerInputs = {};
export type Rating_Form_Pickup_DateInputs = {};
export type Rating_Form_Pickup_Date_InvalidInputs = {
    example: NonNullable<unknown>;
};
export type Rating_Form_Pickup_Date_PastInputs = {};
export type Rating_Form_Pickup_Date_RequiredInputs = {};
export type Rating_Form_Pickup_GoodsInputs = {};
export type Rating_Form_Port_RequiredInputs = {
    end: NonNullable<unknown>;
};
export type Rating_Form_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Form_Quote_ForInputs = {};
export type Rating_Form_Quote_For_HintInputs = {};
export type Rating_Form_RequiredInputs = {
    field: NonNullable<unknown>;
};
export type Rating_Form_TitleInputs = {
    mode: NonNullable<unknown>;
};
export type Rating_FromInputs = {};
export type Rating_Hide_DetailsInputs = {};
export type Rating_Hint_AirInputs = {};
export type Rating_Hint_RoadInputs = {};
export type Rating_Hint_SeaInputs = {};
export type Rating_Line_Cargo_WeightInputs = {};
export type Rating_Line_Container_TypeInputs = {};
export type Rating_Line_HeightInputs = {};
export type Rating_Line_ImoInputs = {};
export type Rating_Line_LengthInputs = {};
export type Rating_Line_NameInputs = {
    noun: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Rating_Line_Noun_BoxInputs = {};
export type Rating_Line_Noun_CargoInputs = {};
export type Rating_Line_Noun_ContainerInputs = {};
export type Rating_Line_Noun_PalletInputs = {};
export type Rating_Line_Noun_PieceInputs = {};
export type Rating_Line_OptionalInputs = {};
export type Rating_Line_Pallet_TypeInputs = {};
export type Rating_Line_QuantityInputs = {};
export type Rating_Line_ReeferInputs = {};
export type Rating_Line_Shipper_OwnedInputs = {};
export type Rating_Line_StackableInputs = {};
export type Rating_Line_VolumeInputs = {};
export type Rating_Line_WeightInputs = {};
export type Rating_Line_WidthInputs = {};
export type Rating_Lines_AddInputs = {
    noun: NonNullable<unknown>;
};
export type Rating_Lines_BoxesInputs = {};
export type Rating_Lines_CargoInputs = {};
export type Rating_Lines_ChooseInputs = {};
export type Rating_Lines_Container_TypesInputs = {};
export type Rating_Lines_Container_Types_FailedInputs = {};
export type Rating_Lines_ContainersInputs = {};
export type Rating_Lines_Lcl_HintInputs = {};
export type Rating_Lines_NoInputs = {};
export type Rating_Lines_Pallet_TypesInputs = {};
export type Rating_Lines_Pallet_Types_FailedInputs = {};
export type Rating_Lines_PalletsInputs = {};
export type Rating_Lines_PiecesInputs = {};
export type Rating_Lines_Pieces_HintInputs = {};
export type Rating_Lines_Reefer_HintInputs = {};
export type Rating_Lines_RemoveInputs = {
    line: NonNullable<unknown>;
};
export type Rating_Lines_Saved_ListInputs = {
    what: NonNullable<unknown>;
};
export type Rating_Lines_Set_By_TypeInputs = {
    field: NonNullable<unknown>;
};
export type Rating_Lines_YesInputs = {};
export type Rating_Margin_AmountInputs = {};
export type Rating_Margin_Amount_InvalidInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Margin_ApplyInputs = {};
export type Rating_Margin_Back_To_RuleInputs = {};
export type Rating_Margin_By_HandInputs = {};
export type Rating_Margin_InInputs = {};
export type Rating_Margin_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Margin_Note_By_HandInputs = {};
export type Rating_Margin_Note_MinimumInputs = {
    rule: NonNullable<unknown>;
};
export type Rating_Margin_Note_No_RuleInputs = {};
export type Rating_Margin_Part_By_HandInputs = {
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_ExchangeInputs = {
    from: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Rating_Margin_Part_MinimumInputs = {
    minimum: NonNullable<unknown>;
    raised: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_ContainerInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_KgInputs = {
    kg: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_ShipmentInputs = {
    unit: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_Shipment_IsInputs = {
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_PercentInputs = {
    percent: NonNullable<unknown>;
    of: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Percent_InvalidInputs = {};
export type Rating_Margin_Percent_Of_BuyInputs = {};
export type Rating_Margin_Placeholder_AmountInputs = {};
export type Rating_Margin_Placeholder_PercentInputs = {};
export type Rating_Margin_Rules_LoadingInputs = {};
export type Rating_Margin_Rules_Still_LoadingInputs = {};
export type Rating_Margin_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Margin_Set_By_Hand_InsteadInputs = {};
export type Rating_Margin_TitleInputs = {};
export type Rating_Margin_UnknownInputs = {};
export type Rating_Margin_Unknown_WhyInputs = {
    why: NonNullable<unknown>;
};
export type Rating_Mode_AirInputs = {};
export type Rating_Mode_BoxesInputs = {};
export type Rating_Mode_PalletsInputs = {};
export type Rating_Mode_Sea_FclInputs = {};
export type Rating_Mode_Sea_LclInputs = {};
export type Rating_No_Further_DetailsInputs = {};
export type Rating_No_Rate_PassesInputs = {};
export type Rating_Not_Bookable_NoteInputs = {
    reason: NonNullable<unknown>;
};
export type Rating_Not_SavedInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Open_QuotesInputs = {};
export type Rating_Pallet_AmericanInputs = {};
export type Rating_Pallet_As_CustomInputs = {
    type: NonNullable<unknown>;
};
export type Rating_Pallet_CustomInputs = {};
export type Rating_Pallet_EuroInputs = {};
export type Rating_Pallet_Euro2Inputs = {};
export type Rating_Pallet_HintInputs = {};
export type Rating_Pallet_UkInputs = {};
export type Rating_Pickup_AddressInputs = {};
export type Rating_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Rating_PrebookingInputs = {};
export type Rating_PriceInputs = {};
export type Rating_Rates_Asking_AgainInputs = {};
export type Rating_Rates_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Rates_FailedInputs = {};
export type Rating_Rates_None_BodyInputs = {};
export type Rating_Rates_None_ReceivedInputs = {};
export type Rating_Rates_None_TitleInputs = {};
export type Rating_Rates_PreviousInputs = {};
export type Rating_Rates_ReceivedInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
};
export type Rating_Rates_SummaryInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
    route: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Rating_Rates_TitleInputs = {};
export type Rating_Sale_Edit_RulesInputs = {};
export type Rating_Sale_ExchangeInputs = {};
export type Rating_Sale_Exchange_HintInputs = {};
export type Rating_Sale_Exchange_InvalidInputs = {};
export type Rating_Sale_Exchange_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Rating_Sale_Exchange_PlaceholderInputs = {};
export type Rating_Sale_For_CustomerInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
export type Rating_Sale_For_DeskInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
export type Rating_Sale_No_CustomerInputs = {};
export type Rating_Sale_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Save_FailedInputs = {};
export type Rating_Save_Needs_ServiceInputs = {};
export type Rating_Save_No_ReasonInputs = {};
export type Rating_Save_QuoteInputs = {};
export type Rating_Save_Unknown_BadgeInputs = {};
export type Rating_Save_Unknown_BodyInputs = {
    carrier: NonNullable<unknown>;
};
export type Rating_Save_Unknown_Body_AmountInputs = {
    carrier: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Save_Unknown_WhatInputs = {};
export type Rating_SavedInputs = {};
export type Rating_Saved_As_QuoteInputs = {};
export type Rating_Saved_As_Quote_MessageInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Saved_As_Quote_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Saved_As_Quote_Number_MessageInputs = {
    number: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Rating_Screen_ModeInputs = {};
export type Rating_Sea_ByInputs = {};
export type Rating_Sea_ChargeInputs = {};
export type Rating_Sea_DeadlineInputs = {};
export type Rating_Sea_DeadlinesInputs = {};
export type Rating_Sea_Free_DaysInputs = {};
export type Rating_Sea_Free_TimeInputs = {};
export type Rating_Sea_Free_Time_ConditionsInputs = {};
export type Rating_Sea_KindInputs = {};
export type Rating_Sea_LegInputs = {
    number: NonNullable<unknown>;
    leg: NonNullable<unknown>;
};
export type Rating_Sea_No_DeadlinesInputs = {};
export type Rating_Sea_No_Free_TimeInputs = {};
export type Rating_Sea_No_LegsInputs = {};
export type Rating_Sea_No_Legs_PrebookingInputs = {};
export type Rating_Sea_No_PenaltiesInputs = {};
export type Rating_Sea_PenaltiesInputs = {};
export type Rating_Sea_PrebookingInputs = {};
export type Rating_Sea_RouteInputs = {};
export type Rating_Sea_Route_LegsInputs = {};
export type Rating_Sea_VesselInputs = {};
export type Rating_See_DetailsInputs = {
    note: NonNullable<unknown>;
};
export type Rating_Sell_Not_KnownInputs = {};
export type Rating_Sell_UnknownInputs = {};
export type Rating_Show_DetailsInputs = {};
export type Rating_Sort_CurrencyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Sort_No_CurrencyInputs = {};
export type Rating_SurchargeInputs = {};
export type Rating_Surcharges_AllInputs = {};
export type Rating_Surcharges_BasisInputs = {};
export type Rating_Surcharges_CodeInputs = {};
export type Rating_Surcharges_DescriptionInputs = {};
export type Rating_Surcharges_Group_TotalInputs = {
    group: NonNullable<unknown>;
};
export type Rating_Surcharges_No_CurrencyInputs = {};
export type Rating_Surcharges_NoneInputs = {};
export type Rating_Surcharges_QtyInputs = {};
export type Rating_Surcharges_TotalInputs = {};
export type Rating_Surcharges_Unit_PriceInputs = {};
export type Rating_Table_CaptionInputs = {
    rates: NonNullable<unknown>;
};
export type Rating_ToInputs = {};
export type Rating_Validity_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Validity_Days_HoursInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Rating_Validity_ExpiredInputs = {};
export type Rating_Validity_Expired_AgoInputs = {
    duration: NonNullable<unknown>;
};
export type Rating_Validity_Expires_InInputs = {
    duration: NonNullable<unknown>;
};
export type Rating_Validity_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Rating_Validity_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Rating_Validity_Less_Than_MinuteInputs = {};
export type Rating_Validity_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Rating_Validity_Not_GivenInputs = {};
export type Rating_Validity_UntilInputs = {
    when: NonNullable<unknown>;
};
export type Rating_Waiting_AskingInputs = {};
export type Rating_Waiting_None_BodyInputs = {};
export type Rating_Waiting_None_TitleInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Save_Notice_Saved_CopyInputs = {
    where: NonNullable<unknown>;
};
export type Save_Notice_Saved_ToInputs = {
    where: NonNullable<unknown>;
};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_Disk_FullInputs = {
    folder: NonNullable<unknown>;
};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Tariffs_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Tariffs_Col_ActionsInputs = {};
export type Tariffs_Col_AmountInputs = {};
export type Tariffs_Col_CarrierInputs = {};
export type Tariffs_Col_ChargeInputs = {};
export type Tariffs_Col_Charge_TypeInputs = {};
export type Tariffs_Col_CommodityInputs = {};
export type Tariffs_Col_ContainerInputs = {};
export type Tariffs_Col_ContractInputs = {};
export type Tariffs_Col_CostsInputs = {};
export type Tariffs_Col_CurrencyInputs = {};
export type Tariffs_Col_DescriptionInputs = {};
export type Tariffs_Col_LaneInputs = {};
export type Tariffs_Col_RatesInputs = {};
export type Tariffs_Col_ServiceInputs = {};
export type Tariffs_Col_TransitInputs = {};
export type Tariffs_Col_TypeInputs = {};
export type Tariffs_Col_UnitInputs = {};
export type Tariffs_Col_ValidInputs = {};
export type Tariffs_Col_ViaInputs = {};
export type Tariffs_Comment_LengthInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_CommentsInputs = {};
export type Tariffs_Comments_HintInputs = {};
export type Tariffs_Comments_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Contract_NumberInputs = {};
export type Tariffs_Contract_Number_RequiredInputs = {};
export type Tariffs_Contract_PlaceholderInputs = {};
export type Tariffs_Contract_ReferenceInputs = {};
export type Tariffs_Contract_RequiredInputs = {};
export type Tariffs_Costs_CaptionInputs = {
    rate: NonNullable<unknown>;
};
export type Tariffs_Costs_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_RatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_TariffsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Csv_HintInputs = {};
export type Tariffs_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tariffs_Detail_Document_IdInputs = {};
export type Tariffs_Detail_Rates_ImportedInputs = {};
export type Tariffs_Download_TemplateInputs = {};
export type Tariffs_Drop_LabelInputs = {};
export type Tariffs_Drop_PromptInputs = {};
export type Tariffs_Export_CsvInputs = {};
export type Tariffs_External_IdInputs = {};
export type Tariffs_External_Id_HintInputs = {};
export type Tariffs_FilesInputs = {};
export type Tariffs_Files_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Files_RequiredInputs = {};
export type Tariffs_From_DateInputs = {};
export type Tariffs_From_RequiredInputs = {};
export type Tariffs_Hide_RatesInputs = {};
export type Tariffs_LimitsInputs = {
    limit: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tariffs_NameInputs = {};
export type Tariffs_Name_HintInputs = {};
export type Tariffs_Name_Part_HintInputs = {};
export type Tariffs_No_CostsInputs = {};
export type Tariffs_No_FileInputs = {};
export type Tariffs_Not_AcceptedInputs = {};
export type Tariffs_Not_UploadedInputs = {};
export type Tariffs_Note_UploadedInputs = {
    date: NonNullable<unknown>;
};
export type Tariffs_Offline_ActionInputs = {};
export type Tariffs_Rates_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_RefusedInputs = {};
export type Tariffs_Report_AnnounceInputs = {
    counts: NonNullable<unknown>;
};
export type Tariffs_Report_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_DescriptionInputs = {};
export type Tariffs_Report_Failed_AnnounceInputs = {};
export type Tariffs_Report_ForInputs = {
    counts: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_Idle_TextInputs = {};
export type Tariffs_Report_Idle_TitleInputs = {};
export type Tariffs_Report_LoadingInputs = {};
export type Tariffs_Report_NoneInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_None_TextInputs = {};
export type Tariffs_Report_Read_FailedInputs = {};
export type Tariffs_Report_TitleInputs = {};
export type Tariffs_ScacInputs = {};
export type Tariffs_Scac_HintInputs = {};
export type Tariffs_Scac_LettersInputs = {};
export type Tariffs_Scac_RequiredInputs = {};
export type Tariffs_Sent_AllInputs = {};
export type Tariffs_Sent_UnknownInputs = {};
export type Tariffs_Show_RatesInputs = {};
export type Tariffs_Show_ReportInputs = {};
export type Tariffs_StatusInputs = {};
export type Tariffs_Status_AnyInputs = {};
export type Tariffs_Status_NumberInputs = {};
export type Tariffs_Status_With_RatesInputs = {};
export type Tariffs_Status_Without_RatesInputs = {};
export type Tariffs_Template_CancelledInputs = {};
export type Tariffs_Template_FailedInputs = {};
export type Tariffs_To_Before_FromInputs = {};
export type Tariffs_To_DateInputs = {};
export type Tariffs_To_Date_HintInputs = {};
export type Tariffs_To_SendInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Transit_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Unknown_TextInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Unknown_WhatInputs = {};
export type Tariffs_UnnamedInputs = {};
export type Tariffs_Upload_ButtonInputs = {};
export type Tariffs_Upload_DescriptionInputs = {};
export type Tariffs_Upload_TitleInputs = {};
export type Tariffs_UploadedInputs = {};
export type Tariffs_Validity_FromInputs = {
    start: NonNullable<unknown>;
};
export type Tariffs_Validity_UntilInputs = {
    end: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Today_Change_A_ShipmentInputs = {};
export type Today_Change_AddedInputs = {};
export type Today_Change_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_EtaInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_New_MessagesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Change_New_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Today_Change_NoneInputs = {};
export type Today_Change_PickupInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_UnlistedInputs = {
    when: NonNullable<unknown>;
};
export type Today_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Changes_EmptyInputs = {};
export type Today_Changes_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Changes_Since_LookInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Changes_Since_StartInputs = {
    count: NonNullable<unknown>;
};
export type Today_Changes_TitleInputs = {};
export type Today_Documents_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Documents_EmptyInputs = {};
export type Today_Documents_MissingInputs = {
    pickup: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
export type Today_Documents_Never_CheckedInputs = {
    pickup: NonNullable<unknown>;
};
export type Today_Documents_TitleInputs = {};
export type Today_Free_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Free_CountingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Free_EmptyInputs = {};
export type Today_Free_TitleInputs = {};
export type Today_Last_LookInputs = {
    when: NonNullable<unknown>;
};
export type Today_Lines_NeedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Mark_All_SeenInputs = {};
export type Today_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Nothing_HereInputs = {};
export type Today_Nothing_NeededInputs = {};
export type Today_Quote_ExpiresInputs = {
    type: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_Priced_ExpiresInputs = {
    type: NonNullable<unknown>;
    price: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_SavedInputs = {};
export type Today_Quote_SoonInputs = {};
export type Today_Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Quotes_EmptyInputs = {};
export type Today_Quotes_TitleInputs = {};
export type Today_Read_FailedInputs = {};
export type Today_ReadingInputs = {};
export type Today_Show_AllInputs = {};
export type Today_The_RestInputs = {
    section: NonNullable<unknown>;
};
export type Topbar_Go_ToInputs = {};
export type Tracking_Changes_ClearInputs = {};
export type Tracking_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Changes_Show_AllInputs = {};
export type Tracking_Changes_TitleInputs = {};
export type Tracking_Code_BookingInputs = {};
export type Tracking_Code_TrackingInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_MarginInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_SellInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Tracking_DestinationInputs = {};
export type Tracking_Detail_CloseInputs = {};
export type Tracking_Detail_Load_FailedInputs = {};
export type Tracking_Detail_LoadingInputs = {};
export type Tracking_Detail_Other_ShipmentInputs = {
    other: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
export type Tracking_Detail_ShipmentInputs = {};
export type Tracking_Detail_TitleInputs = {
    code: NonNullable<unknown>;
};
export type Tracking_Empty_Filtered_TextInputs = {};
export type Tracking_Empty_Filtered_TitleInputs = {};
export type Tracking_Empty_Never_Synced_TextInputs = {};
export type Tracking_Empty_Never_Synced_TitleInputs = {};
export type Tracking_Empty_None_TextInputs = {};
export type Tracking_Empty_None_TitleInputs = {};
export type Tracking_Empty_Search_Filtered_TextInputs = {};
export type Tracking_Empty_Search_Filtered_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Empty_Search_TextInputs = {};
export type Tracking_Empty_Search_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Export_CancelledInputs = {};
export type Tracking_Export_CsvInputs = {};
export type Tracking_Export_FailedInputs = {};
export type Tracking_Export_LabelInputs = {};
export type Tracking_Export_NothingInputs = {};
export type Tracking_Export_XlsxInputs = {};
export type Tracking_Filter_Code_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_End_Before_StartInputs = {};
export type Tracking_Filter_FromInputs = {};
export type Tracking_Filter_OperatorInputs = {};
export type Tracking_Filter_Operator_PlaceholderInputs = {};
export type Tracking_Filter_Place_PlaceholderInputs = {};
export type Tracking_Filter_ToInputs = {};
export type Tracking_Filter_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tracking_Filter_Too_Many_StatusesInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Filters_Any_StatusInputs = {};
export type Tracking_Filters_AppliedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Filters_ApplyInputs = {};
export type Tracking_Filters_ClearInputs = {};
export type Tracking_Filters_LabelInputs = {};
export type Tracking_Filters_StatusInputs = {};
export type Tracking_Free_ChangeInputs = {};
export type Tracking_Free_Charge_If_RunningInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charge_So_FarInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charged_From_FirstInputs = {};
export type Tracking_Free_Charged_TotalInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_ClauseInputs = {
    name: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Tracking_Free_Clause_ThenInputs = {
    name: NonNullable<unknown>;
    first: NonNullable<unknown>;
    then: NonNullable<unknown>;
};
export type Tracking_Free_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Containers_OfInputs = {
    containers: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Tracking_Free_Containers_UnknownInputs = {
    size: NonNullable<unknown>;
};
export type Tracking_Free_DateInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Day_At_PortInputs = {
    day: NonNullable<unknown>;
    port: NonNullable<unknown>;
};
export type Tracking_Free_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_So_FarInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_StoppedInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_HoursInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Delivered_WithoutInputs = {};
export type Tracking_Free_End_UnreportedInputs = {};
export type Tracking_Free_Enter_DischargeInputs = {};
export type Tracking_Free_Enter_Empty_ReturnInputs = {};
export type Tracking_Free_Enter_ReleaseInputs = {};
export type Tracking_Free_Entered_By_HandInputs = {};
export type Tracking_Free_Entry_IncompleteInputs = {};
export type Tracking_Free_Entry_LabelInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Entry_Set_AsideInputs = {
    moment: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Tracking_Free_Events_LabelInputs = {};
export type Tracking_Free_Every_SizeInputs = {};
export type Tracking_Free_Fact_ChargeInputs = {};
export type Tracking_Free_Fact_ContainersInputs = {};
export type Tracking_Free_Fact_Days_ChargedInputs = {};
export type Tracking_Free_Fact_Free_DaysInputs = {};
export type Tracking_Free_Fact_Last_DayInputs = {};
export type Tracking_Free_Fact_Per_ContainerInputs = {};
export type Tracking_Free_Fact_PriceInputs = {};
export type Tracking_Free_Fact_StartsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Fact_StopsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Free_Days_FromInputs = {
    days: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Lcl_ShipmentInputs = {};
export type Tracking_Free_LeftInputs = {
    duration: NonNullable<unknown>;
};
export type Tracking_Free_Left_UntilInputs = {
    duration: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Tracking_Free_MomentInputs = {
    when: NonNullable<unknown>;
    portTime: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
export type Tracking_Free_No_CurrencyInputs = {
    amount: NonNullable<unknown>;
};
export type Tracking_Free_No_PortInputs = {};
export type Tracking_Free_No_PriceInputs = {};
export type Tracking_Free_No_TermsInputs = {};
export type Tracking_Free_No_Terms_TextInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Not_KnownInputs = {};
export type Tracking_Free_Not_ReportedInputs = {};
export type Tracking_Free_Not_Reported_YetInputs = {};
export type Tracking_Free_Not_StartedInputs = {};
export type Tracking_Free_Not_Started_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    notYet: NonNullable<unknown>;
};
export type Tracking_Free_Not_YetInputs = {};
export type Tracking_Free_Not_Yet_DischargedInputs = {};
export type Tracking_Free_Not_Yet_ReleasedInputs = {};
export type Tracking_Free_Not_Yet_ReturnedInputs = {};
export type Tracking_Free_Nothing_ChargedInputs = {};
export type Tracking_Free_PastInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DayInputs = {
    day: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DueInputs = {};
export type Tracking_Free_Port_DaysInputs = {
    name: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Port_No_ZoneInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Port_TimeInputs = {
    port: NonNullable<unknown>;
};
export type Tracking_Free_Port_Time_WordsInputs = {};
export type Tracking_Free_Price_ContainerInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Price_ShipmentInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Read_FailedInputs = {};
export type Tracking_Free_Reported_By_CarrierInputs = {};
export type Tracking_Free_SpanInputs = {
    from: NonNullable<unknown>;
    through: NonNullable<unknown>;
};
export type Tracking_Free_Start_UnreportedInputs = {};
export type Tracking_Free_Start_Unreported_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_Still_At_TerminalInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_OutInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_Out_ShipmentInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_StoppedInputs = {};
export type Tracking_Free_Stopped_ChargedInputs = {
    amounts: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_Entered_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_NoneInputs = {};
export type Tracking_Free_Stopped_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_UnknownInputs = {};
export type Tracking_Free_SumInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    containers: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_No_PriceInputs = {
    days: NonNullable<unknown>;
};
export type Tracking_Free_Sum_ShipmentInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_Unknown_BoxesInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_The_DischargeInputs = {};
export type Tracking_Free_The_Empty_ReturnInputs = {};
export type Tracking_Free_The_ReleaseInputs = {};
export type Tracking_Free_The_Start_DayInputs = {};
export type Tracking_Free_TimeInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_TitleInputs = {};
export type Tracking_Free_Title_DischargeInputs = {};
export type Tracking_Free_Title_Discharge_AtInputs = {
    city: NonNullable<unknown>;
};
export type Tracking_Free_Title_Empty_ReturnInputs = {};
export type Tracking_Free_Title_ReleaseInputs = {};
export type Tracking_Free_Total_IncompleteInputs = {};
export type Tracking_Free_Total_OpenInputs = {};
export type Tracking_Free_Under_HourInputs = {};
export type Tracking_Free_Warning_UnreportedInputs = {};
export type Tracking_GoodsInputs = {};
export type Tracking_Goods_Col_KindInputs = {};
export type Tracking_Goods_Col_QtyInputs = {};
export type Tracking_Goods_Col_SizeInputs = {};
export type Tracking_Goods_Col_UnitInputs = {};
export type Tracking_Goods_Col_WeightInputs = {};
export type Tracking_Goods_CustomsInputs = {};
export type Tracking_Goods_Delivery_NotesInputs = {};
export type Tracking_Goods_DocumentsInputs = {};
export type Tracking_Goods_InsuranceInputs = {};
export type Tracking_Goods_Pickup_HoursInputs = {};
export type Tracking_Goods_Pickup_NotesInputs = {};
export type Tracking_Goods_TitleInputs = {};
export type Tracking_Goods_Unit_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Goods_UnitsInputs = {};
export type Tracking_Goods_ValueInputs = {};
export type Tracking_Link_FailedInputs = {};
export type Tracking_Link_OpenInputs = {};
export type Tracking_Link_UnsafeInputs = {};
export type Tracking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_KeysInputs = {};
export type Tracking_List_Load_FailedInputs = {};
export type Tracking_List_LoadingInputs = {};
export type Tracking_List_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_RefreshInputs = {};
export type Tracking_List_Refresh_TitleInputs = {};
export type Tracking_List_Service_TotalInputs = {
    total: NonNullable<unknown>;
};
export type Tracking_List_TitleInputs = {};
export type Tracking_Messages_AppearInputs = {};
export type Tracking_Messages_LegInputs = {
    number: NonNullable<unknown>;
};
export type Tracking_Messages_Load_FailedInputs = {};
export type Tracking_Messages_LoadingInputs = {};
export type Tracking_Messages_No_CodeInputs = {};
export type Tracking_Messages_No_TextInputs = {};
export type Tracking_Messages_None_Of_ThisInputs = {};
export type Tracking_Messages_None_YetInputs = {};
export type Tracking_Messages_NoteInputs = {};
export type Tracking_Messages_OthersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Tracking_Messages_TimelineInputs = {};
export type Tracking_Messages_TitleInputs = {};
export type Tracking_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_NoInputs = {};
export type Tracking_Not_GivenInputs = {};
export type Tracking_OriginInputs = {};
export type Tracking_Route_TitleInputs = {};
export type Tracking_Search_HintInputs = {};
export type Tracking_Search_LabelInputs = {};
export type Tracking_Search_PlaceholderInputs = {};
export type Tracking_Search_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Sell_TitleInputs = {
    quote: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Sell_Title_CustomerInputs = {
    quote: NonNullable<unknown>;
    customer: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Shipment_CodeInputs = {};
export type Tracking_Switch_HintInputs = {};
export type Tracking_Switch_LabelInputs = {};
export type Tracking_Switch_Maybe_OffInputs = {};
export type Tracking_Switch_Maybe_OnInputs = {};
export type Tracking_Switch_OffInputs = {};
export type Tracking_Switch_Off_DoneInputs = {};
export type Tracking_Switch_Off_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_OnInputs = {};
export type Tracking_Switch_On_DoneInputs = {};
export type Tracking_Switch_On_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_Read_AgainInputs = {};
export type Tracking_Switch_RefusedInputs = {};
export type Tracking_Switch_Refused_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Tracking_Switch_SwitchingInputs = {};
export type Tracking_Switch_Unknown_HintInputs = {};
export type Tracking_UnlistedInputs = {};
export type Tracking_Unlisted_TitleInputs = {
    when: NonNullable<unknown>;
};
export type Tracking_YesInputs = {};
export type Try_AgainInputs = {};
export type Typed_Number_DecimalInputs = {
    label: NonNullable<unknown>;
};
export type Typed_Number_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Typed_Number_WholeInputs = {
    label: NonNullable<unknown>;
};
