import '../students.css';
import { STUDENT_SEARCH_MIN_LENGTH, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../../shared/lists/list-toolbar';
import { SearchInput } from '../../../shared/lists/search-input';
import { useListState } from '../../../shared/lists/use-list-state';
import { StudentDialog } from '../components/student-dialog';
import { StudentExportButton } from '../components/student-export-button';
import { StudentFilters } from '../components/student-filters';
import { StudentsTable } from '../components/students-table';
import { STUDENTS_LIST } from '../lib/student-list-config';
import { useStudents } from '../students.api';

const t = texts.students;

/** /users (admins): students with search, filters, sorting, paging and CSV export, all in the URL. */
export function StudentsPage() {
  const list = useListState(STUDENTS_LIST);
  const { data } = useStudents(list.query);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const shortSearch = list.search.length > 0 && list.search.length < STUDENT_SEARCH_MIN_LENGTH;
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h1 className="app-card-title">{t.title}</h1>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        actions={
          <>
            <StudentExportButton query={list.query} />
            {createButton}
          </>
        }
        search={
          <div className="app-students-search">
            <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
            {shortSearch && (
              <small className="app-field__hint">{t.searchTooShort(STUDENT_SEARCH_MIN_LENGTH)}</small>
            )}
          </div>
        }
        filters={<StudentFilters list={list} />}
      />
      <StudentsTable
        list={list}
        items={data?.items}
        total={data?.total}
        totalExact={data?.totalExact}
        manage
        emptyHint={t.emptyHint}
        emptyAction={createButton}
      />
      {creating && (
        <StudentDialog
          student={null}
          onClose={() => setCreating(false)}
          onCreated={(student) => void navigate(`/users/${student.id}`)}
        />
      )}
    </section>
  );
}
